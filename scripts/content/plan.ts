import { isDeepStrictEqual } from 'node:util';
import type { CollectionName } from '../../site/src/data/content/schema';

export type Documents = Record<string, Record<string, unknown>>;
export type Content = Partial<Record<CollectionName, Documents>>;

export interface Step {
  collection: CollectionName;
  id: string;
  action: 'create' | 'update';
  data: Record<string, unknown>;
}

/** What an import must write so the target holds the source: new and changed documents only. */
export function planImport(source: Content, target: Content): { steps: Step[]; unchanged: number } {
  const steps: Step[] = [];
  let unchanged = 0;
  for (const [collection, documents] of Object.entries(source) as [CollectionName, Documents][]) {
    for (const [id, data] of Object.entries(documents)) {
      const current = target[collection]?.[id];
      if (current === undefined) steps.push({ collection, id, action: 'create', data });
      else if (!isDeepStrictEqual(current, data))
        steps.push({ collection, id, action: 'update', data });
      else unchanged += 1;
    }
  }
  return { steps, unchanged };
}
