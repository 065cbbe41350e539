import { describe, expect, it, vi } from 'vitest';
import { createEmbeddedSource } from './embeddedSource';
import { lazySource } from './lazySource';
import { primeSource, type PrimedAnswers } from './primedSource';
import type { ContentListener, ContentSource } from './source';
import { embeddedContent } from '../../content';

const INFO = { collection: 'info' } as const;
const BOOKMARKS = { collection: 'Bookmarks' } as const;
const listener = () => ({ next: vi.fn(), error: vi.fn() }) satisfies ContentListener<never>;

/** A source of `kind` that loads the embedded content on its first subscription. */
function loadingSource(kind: ContentSource['kind']) {
  const load = vi.fn(() => Promise.resolve(createEmbeddedSource(embeddedContent)));
  return { source: lazySource(kind, load), load };
}

const primed: PrimedAnswers = {
  info: createEmbeddedSource(embeddedContent).read?.(INFO) ?? [],
};

describe('primeSource', () => {
  it("reads the page's answers at once", () => {
    const { source, load } = loadingSource('firestore');
    expect(primeSource(source, primed).read?.(INFO)).toBe(primed.info);
    expect(primeSource(source, primed).read?.(BOOKMARKS)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('answers a query the page carries from the page alone when the source is the embedded content', () => {
    const { source, load } = loadingSource('embedded');
    const info = listener();
    primeSource(source, primed).subscribe(INFO, info);
    expect(info.next).toHaveBeenCalledExactlyOnceWith(primed.info);
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    {
      kind: 'embedded',
      query: BOOKMARKS,
      case: 'the embedded content, for a query the page does not carry',
    },
    { kind: 'firestore', query: INFO, case: 'Firestore live, even for a query the page carries' },
  ] as const)('subscribes to $case', async ({ kind, query }) => {
    const { source, load } = loadingSource(kind);
    const answers = listener();
    primeSource(source, primed).subscribe(query, answers);
    await vi.waitFor(() => expect(answers.next).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
  });
});
