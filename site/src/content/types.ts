import type { CollectionName, DocumentData } from '../data/content/schema';

/** One collection of the embedded content: documents by their stable id. */
export type ContentRecords<C extends CollectionName> = Record<string, DocumentData<C>>;
