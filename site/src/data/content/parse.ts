import * as v from 'valibot';
import { DocumentIdSchema, schemas, type CollectionName, type Item } from './schema';

/**
 * Validates one stored document. A malformed one is left out with a warning that names the
 * collection, the document and the field, so the page can show the valid rest.
 */
export function parseDocument<C extends CollectionName>(
  collection: C,
  id: string,
  data: unknown,
): Item<C> | undefined {
  if (!v.is(DocumentIdSchema, id)) {
    console.warn(`Skipped ${collection}/${JSON.stringify(id)}: its id is not a plain name.`);
    return undefined;
  }
  const result = v.safeParse(schemas[collection], data);
  if (result.success) return { ...(result.output as Item<C>), id };
  const issue = result.issues[0];
  const field = v.getDotPath(issue) ?? '(document)';
  console.warn(`Skipped ${collection}/${id}: field "${field}": ${issue.message}`);
  return undefined;
}

// Ids are compared by code point: the same order everywhere, and no ICU collator to set up (a
// page's first costs 10-20 ms).
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Items in display order: by `order` where the collection has it, else by app number (links,
 * which have none, after the apps), then id.
 */
export function sortItems<T extends { id: string; order?: number; app_id?: number }>(
  items: T[],
): T[] {
  return [...items].sort(
    (a, b) =>
      (a.order ?? 0) - (b.order ?? 0) ||
      (a.app_id ?? Number.MAX_SAFE_INTEGER) - (b.app_id ?? Number.MAX_SAFE_INTEGER) ||
      byCodePoint(a.id, b.id),
  );
}
