import { parseDocument, sortItems } from './parse';
import type { CollectionName, DocumentData, Item } from './schema';
import type { ContentQuery, ContentSource } from './source';

export type ContentSnapshot = { [C in CollectionName]: Record<string, DocumentData<C> | unknown> };

/** Content held in memory (the site's embedded content, or a test's); it never changes, so one answer. */
export function createEmbeddedSource(content: ContentSnapshot): ContentSource {
  function read<C extends CollectionName>({ collection, where }: ContentQuery<C>): Item<C>[] {
    const items = Object.entries(content[collection]).flatMap(
      ([id, data]) => parseDocument(collection, id, data) ?? [],
    );
    const matching = where
      ? items.filter((item) => (item as Record<string, unknown>)[where.field] === where.value)
      : items;
    return sortItems(matching);
  }
  return {
    kind: 'embedded',
    read,
    subscribe(query, listener) {
      listener.next(read(query));
      return () => {};
    },
  };
}
