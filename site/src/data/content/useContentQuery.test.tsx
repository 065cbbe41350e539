import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentSourceContext } from './ContentSourceContext';
import { createEmbeddedSource } from './embeddedSource';
import { parseAppId, useApp, useBookmarks, useInfo } from './hooks';
import { patientSource } from './patientSource';
import { ContentTimeoutError, type ContentListener, type ContentSource } from './source';
import { embeddedContent } from '../../content';

/** A source that answers only when the test says so. */
function manualSource() {
  const listeners: ContentListener<never>[] = [];
  const unsubscribe = vi.fn();
  const source: ContentSource = {
    kind: 'firestore',
    subscribe: (_query, listener) => {
      listeners.push(listener as ContentListener<never>);
      return unsubscribe;
    },
  };
  return { source, listeners, unsubscribe };
}

const withSource = (source: ContentSource) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <ContentSourceContext.Provider value={source}>{children}</ContentSourceContext.Provider>;
  };

afterEach(() => vi.useRealTimers());

describe('content hooks', () => {
  it('are ready at once with the embedded content', () => {
    const { result } = renderHook(() => useInfo(), {
      wrapper: withSource(createEmbeddedSource(embeddedContent)),
    });
    expect(result.current.status).toBe('ready');
    expect(result.current.items.map((item) => item.id)).toEqual(['hello', 'today', 'dream']);
  });

  it('load, then show each answer, and unsubscribe on unmount', () => {
    const { source, listeners, unsubscribe } = manualSource();
    const { result, unmount } = renderHook(() => useBookmarks('en'), {
      wrapper: withSource(source),
    });
    expect(result.current.status).toBe('loading');
    act(() => listeners[0]?.next([{ id: 'a' } as never]));
    expect(result.current).toMatchObject({ status: 'ready', items: [{ id: 'a' }] });
    unmount();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('render nothing below them again for an answer the same as the one shown', () => {
    const { source, listeners } = manualSource();
    const itemsRendered: unknown[] = [];
    function Items({ items }: { items: unknown[] }) {
      itemsRendered.push(items);
      return null;
    }
    function Bookmarks() {
      return <Items items={useBookmarks('en').items} />;
    }
    render(<Bookmarks />, { wrapper: withSource(source) });
    act(() => listeners[0]?.next([{ id: 'a' } as never]));
    const rendered = itemsRendered.length;
    act(() => listeners[0]?.next([{ id: 'a' } as never]));
    expect(itemsRendered).toHaveLength(rendered);
    act(() => listeners[0]?.next([{ id: 'b' } as never]));
    expect(itemsRendered.at(-1)).toEqual([{ id: 'b' }]);
  });

  it('report a failing store as an error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { source, listeners } = manualSource();
    const { result } = renderHook(() => useInfo(), { wrapper: withSource(source) });
    act(() => listeners[0]?.error(new Error('permission-denied')));
    expect(result.current).toMatchObject({
      status: 'error',
      error: { message: 'permission-denied' },
    });
  });

  it('ask again on retry, loading until the new answer', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { source, listeners, unsubscribe } = manualSource();
    const { result } = renderHook(() => useInfo(), { wrapper: withSource(source) });
    act(() => listeners[0]?.error(new Error('unavailable')));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    expect(unsubscribe).toHaveBeenCalledOnce();
    act(() => listeners[1]?.next([{ id: 'a' } as never]));
    expect(result.current).toMatchObject({ status: 'ready', items: [{ id: 'a' }] });
  });

  it('resubscribe when the query changes', () => {
    const { source, listeners, unsubscribe } = manualSource();
    const { rerender } = renderHook(({ code }) => useBookmarks(code), {
      wrapper: withSource(source),
      initialProps: { code: 'en' as 'en' | 'mm' },
    });
    rerender({ code: 'mm' });
    expect(listeners).toHaveLength(2);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });
});

describe('a patient source', () => {
  it('ends a silent wait in an error, and still takes a late answer', () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { source, listeners } = manualSource();
    const { result } = renderHook(() => useInfo(), {
      wrapper: withSource(patientSource(source, 4000)),
    });
    act(() => vi.advanceTimersByTime(3999));
    expect(result.current.status).toBe('loading');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ status: 'error' });
    expect(result.current.status === 'error' && result.current.error).toBeInstanceOf(
      ContentTimeoutError,
    );
    act(() => listeners[0]?.next([]));
    expect(result.current.status).toBe('ready');
  });

  it('lets a prompt answer through without an error', () => {
    vi.useFakeTimers();
    const { source, listeners } = manualSource();
    const { result } = renderHook(() => useInfo(), {
      wrapper: withSource(patientSource(source, 4000)),
    });
    act(() => listeners[0]?.next([]));
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.status).toBe('ready');
  });
});

describe('useApp', () => {
  const wrapper = withSource(createEmbeddedSource(embeddedContent));

  it('finds the app whose app_id matches', () => {
    const { result } = renderHook(() => useApp(1), { wrapper });
    expect(result.current.app).toMatchObject({ title: 'Scripture Reader' });
  });

  it('is ready without an app for an unknown id', () => {
    const { result } = renderHook(() => useApp(42), { wrapper });
    expect(result.current).toMatchObject({ status: 'ready', app: undefined });
  });

  it('loads nothing without an id', () => {
    const { source, listeners } = manualSource();
    const { result } = renderHook(() => useApp(undefined), { wrapper: withSource(source) });
    expect(result.current.status).toBe('idle');
    expect(listeners).toHaveLength(0);
  });
});

describe('parseAppId', () => {
  it.each([
    ['1', 1],
    ['12', 12],
    ['0', undefined],
    [undefined, undefined],
    ['', undefined],
    ['abc', undefined],
    ['1.5', undefined],
    ['-3', undefined],
    ['2e3', undefined],
  ])('%s -> %s', (raw, id) => {
    expect(parseAppId(raw)).toBe(id);
  });
});
