import { parseDocument } from '../../site/src/data/content/parse';
import { COLLECTIONS, type CollectionName } from '../../site/src/data/content/schema';
import type { Content, Documents } from './plan';

/**
 * Checks every document against the content schema (each bad one is reported by
 * collection, id and field) and returns the documents as they will be stored.
 */
export function validateContent(content: Content): { content: Content; invalid: number } {
  let invalid = 0;
  const valid: Content = {};
  for (const collection of Object.keys(content) as CollectionName[]) {
    if (!COLLECTIONS.includes(collection)) throw new Error(`Unknown collection "${collection}"`);
    const documents: Documents = {};
    for (const [id, data] of Object.entries(content[collection] ?? {})) {
      const item = parseDocument(collection, id, data);
      if (!item) {
        invalid += 1;
        continue;
      }
      documents[id] = Object.fromEntries(Object.entries(item).filter(([key]) => key !== 'id'));
    }
    valid[collection] = documents;
  }
  return { content: valid, invalid };
}
