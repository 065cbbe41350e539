import type { ReactNode } from 'react';
import {
  ContentSourceContext,
  type ContentSnapshot,
  type ContentSource,
} from '../src/data/content';
import { createEmbeddedSource } from '../src/data/content/embeddedSource';
import { embeddedContent } from '../src/content';
import { hostileQuotes } from '../../mocks/fixtures/hostileQuotes';

const withHostileBookmarks: ContentSnapshot = {
  ...embeddedContent,
  Bookmarks: Object.fromEntries(
    Object.entries(hostileQuotes).map(([id, quote]) => [
      `hostile-${id}`,
      { language: 'en', quote, fonticon: 'shield', badgecolor: '#e53935', badgeicon: 'flag' },
    ]),
  ),
};

/** Content sources that stories name (Storybook merges parameter objects, so by name). */
export const contentSources = {
  embedded: createEmbeddedSource(embeddedContent),
  empty: createEmbeddedSource({ appgallery: {}, info: {}, actionlist: {}, Bookmarks: {} }),
  hostile: createEmbeddedSource(withHostileBookmarks),
  silent: { kind: 'firestore', subscribe: () => () => {} },
  failing: {
    kind: 'firestore',
    subscribe: (_query, listener) => {
      listener.error(new Error('permission-denied'));
      return () => {};
    },
  },
} satisfies Record<string, ContentSource>;

export type ContentSourceName = keyof typeof contentSources;

export function WithContentSource({ name, children }: { name: unknown; children: ReactNode }) {
  const source =
    contentSources[(name as ContentSourceName | undefined) ?? 'embedded'] ??
    contentSources.embedded;
  return <ContentSourceContext.Provider value={source}>{children}</ContentSourceContext.Provider>;
}
