// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentSourceContext } from '../src/data/content/ContentSourceContext';
import { createFirestoreSource } from '../src/data/content/firestoreSource';
import { useApp, useBookmarks } from '../src/data/content/hooks';
import { contentWrites } from '../src/data/content/writes';
import { connectToEmulator } from './connect';

const source = createFirestoreSource(connectToEmulator('hooks-test', 'reader'));
const writes = contentWrites(connectToEmulator('hooks-test', 'writer'));

function wrapper({ children }: { children: ReactNode }) {
  return <ContentSourceContext.Provider value={source}>{children}</ContentSourceContext.Provider>;
}

describe('page hooks on a live Firestore', () => {
  // Unmounting ends each subscription before the clients are terminated.
  afterEach(cleanup);

  it('useApp loads, ends in "no such app", then shows the app once it is added', async () => {
    const { result } = renderHook(() => useApp(5), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.app).toBeUndefined();

    await act(() =>
      writes.appgallery.set('five', {
        app_id: 5,
        title: 'Five',
        description: { en: 'Fifth' },
        url: 'https://example.com/5',
      }),
    );
    await waitFor(() => expect(result.current.app?.title).toBe('Five'));
  });

  it('useBookmarks follows the chosen language', async () => {
    const bookmark = {
      order: 0,
      quote: '<p>q</p>',
      fonticon: 'key' as const,
      badgecolor: 'gold',
      badgeicon: 'star' as const,
    };
    await writes.bookmarks.set('cn-1', { ...bookmark, language: 'cn' });
    await writes.bookmarks.set('kr-1', { ...bookmark, language: 'kr' });

    const { result, rerender } = renderHook(({ code }) => useBookmarks(code), {
      wrapper,
      initialProps: { code: 'cn' as 'cn' | 'kr' },
    });
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual(['cn-1']));
    rerender({ code: 'kr' });
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual(['kr-1']));
  });
});
