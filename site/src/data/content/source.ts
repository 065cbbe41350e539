import type { CollectionName, Item } from './schema';

export interface ContentQuery<C extends CollectionName = CollectionName> {
  collection: C;
  /** Only the documents whose field equals the value (Firestore `where(field, '==', value)`). */
  where?: { field: string; value: string | number };
}

export interface ContentListener<C extends CollectionName> {
  /** The valid documents matching the query, in display order; called on every change. */
  next: (items: Item<C>[]) => void;
  error: (error: Error) => void;
}

/** Where content comes from: Firestore live subscriptions, or the embedded module. */
export interface ContentSource {
  readonly kind: 'embedded' | 'firestore';
  /** Starts a live subscription; the returned function ends it. */
  subscribe<C extends CollectionName>(
    query: ContentQuery<C>,
    listener: ContentListener<C>,
  ): () => void;
  /** The answer at once, where the source has it in memory (the embedded content does). */
  read?<C extends CollectionName>(query: ContentQuery<C>): Item<C>[] | undefined;
}

export function queryKey(query: ContentQuery): string {
  return query.where
    ? `${query.collection}?${query.where.field}=${String(query.where.value)}`
    : query.collection;
}

/** The store did not answer in time. */
export class ContentTimeoutError extends Error {
  constructor(key: string, ms: number) {
    super(`No answer for ${key} within ${ms} ms`);
    this.name = 'ContentTimeoutError';
  }
}

/** The store could not be reached: nothing came from its server, and nothing is cached. */
export class ContentOfflineError extends Error {
  constructor(key: string) {
    super(`${key}: the content store cannot be reached`);
    this.name = 'ContentOfflineError';
  }
}
