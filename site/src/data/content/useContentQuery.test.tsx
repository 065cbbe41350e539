import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentSourceContext } from './ContentSourceContext';
import { createEmbeddedSource } from './embeddedSource';
import { parseAppId, useApp, useBookmarks, useInfo } from './hooks';
import type { ContentListener, ContentSource } from './source';
import { FIRST_ANSWER_TIMEOUT_MS } from './useContentQuery';

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
    const { result } = renderHook(() => useInfo(), { wrapper: withSource(createEmbeddedSource()) });
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

  it('end a silent wait in an error, and still take a late answer', () => {
    vi.useFakeTimers();
    const { source, listeners } = manualSource();
    const { result } = renderHook(() => useInfo(), { wrapper: withSource(source) });
    act(() => vi.advanceTimersByTime(FIRST_ANSWER_TIMEOUT_MS));
    expect(result.current.status).toBe('error');
    act(() => listeners[0]?.next([]));
    expect(result.current.status).toBe('ready');
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

describe('useApp', () => {
  const wrapper = withSource(createEmbeddedSource());

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
