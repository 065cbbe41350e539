import type { ReactNode } from 'react';
import {
  ContentSourceContext,
  createEmbeddedSource,
  type ContentSnapshot,
  type ContentSource,
} from '../site/src/data/content';
import { embeddedContent } from '../site/src/content';

/** Hostile bookmark quotes: nothing in them may run once rendered. */
export const hostileQuotes = {
  script: '<p>Safe text</p><script>window.__pwned = "script"</script>',
  handler: '<p><img src="x" onerror="window.__pwned = \'onerror\'">Image with a handler</p>',
  javascriptUrl: '<p><a href="javascript:window.__pwned=\'href\'">A javascript: link</a></p>',
  svg: '<svg><script>window.__pwned = "svg"</script></svg><p>After an svg</p>',
  iframe: '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe><p>After a frame</p>',
  style:
    '<p style="background:url(javascript:alert(1))" onclick="window.__pwned=\'click\'">Styled</p>',
};

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
  embedded: createEmbeddedSource(),
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
