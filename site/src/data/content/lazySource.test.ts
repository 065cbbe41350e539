import { describe, expect, it, vi } from 'vitest';
import { createEmbeddedSource } from './embeddedSource';
import { lazySource } from './lazySource';
import type { ContentListener, ContentSource } from './source';
import { embeddedContent } from '../../content';

const INFO = { collection: 'info' } as const;
const listener = () => ({ next: vi.fn(), error: vi.fn() }) satisfies ContentListener<'info'>;

describe('lazySource', () => {
  it('fetches its source on the first subscription, then also reads at once', async () => {
    const load = vi.fn(() => Promise.resolve(createEmbeddedSource(embeddedContent)));
    const source = lazySource('embedded', load);
    expect(source.read?.(INFO)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();

    const first = listener();
    source.subscribe(INFO, first);
    await vi.waitFor(() => expect(first.next).toHaveBeenCalledOnce());
    expect(source.read?.(INFO)?.map((item) => item.id)).toEqual(['hello', 'today', 'dream']);
    source.subscribe(INFO, listener());
    expect(load).toHaveBeenCalledOnce();
  });

  it('reports a failed fetch, and fetches again on the next subscription', async () => {
    const load = vi
      .fn<() => Promise<ContentSource>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(createEmbeddedSource(embeddedContent));
    const source = lazySource('embedded', load);

    const failed = listener();
    source.subscribe(INFO, failed);
    await vi.waitFor(() => expect(failed.error).toHaveBeenCalledWith(new Error('chunk failed')));
    const retried = listener();
    source.subscribe(INFO, retried);
    await vi.waitFor(() => expect(retried.next).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never subscribes for a subscription ended before its source arrived', async () => {
    const subscribe = vi.fn(() => () => {});
    const source = lazySource('firestore', () => Promise.resolve({ kind: 'firestore', subscribe }));
    source.subscribe(INFO, listener())();
    const kept = listener();
    source.subscribe(INFO, kept);
    await vi.waitFor(() => expect(subscribe).toHaveBeenCalledOnce());
    expect(subscribe).toHaveBeenCalledWith(INFO, kept);
  });
});
