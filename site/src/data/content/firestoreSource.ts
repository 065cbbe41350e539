import {
  collection,
  onSnapshot,
  query as firestoreQuery,
  where,
  type Firestore,
} from 'firebase/firestore';
import { parseDocument, sortItems } from './parse';
import type { CollectionName, Item } from './schema';
import {
  ContentOfflineError,
  queryKey,
  type ContentListener,
  type ContentQuery,
  type ContentSource,
} from './source';

/**
 * Live Firestore subscriptions; each answer is read as changes (added, modified, removed).
 * Firestore answers from its cache when it cannot reach its server: an empty answer from the
 * cache, before the server has ever answered, is no answer, and is reported as the store being
 * unreachable, not as empty content.
 * The subscription stays open, so the content arrives when the network returns.
 */
export function createFirestoreSource(db: Firestore): ContentSource {
  return {
    kind: 'firestore',
    subscribe<C extends CollectionName>(query: ContentQuery<C>, listener: ContentListener<C>) {
      const ref = collection(db, query.collection);
      const target = query.where
        ? firestoreQuery(ref, where(query.where.field, '==', query.where.value))
        : ref;
      const documents = new Map<string, Item<C>>();
      let serverAnswered = false;
      return onSnapshot(
        target,
        // Also told when an answer from the cache is confirmed by the server, empty or not.
        { includeMetadataChanges: true },
        (snapshot) => {
          for (const change of snapshot.docChanges()) {
            const { id } = change.doc;
            const item =
              change.type === 'removed'
                ? undefined
                : parseDocument(query.collection, id, change.doc.data());
            if (item) documents.set(id, item);
            else documents.delete(id);
          }
          serverAnswered ||= !snapshot.metadata.fromCache;
          // Empty and from the cache before the server ever answered: unreachable, not empty.
          // Once the server has said "empty", a dropped connection changes nothing.
          if (!serverAnswered && documents.size === 0)
            listener.error(new ContentOfflineError(queryKey(query)));
          else listener.next(sortItems([...documents.values()]));
        },
        (error) => listener.error(error),
      );
    },
  };
}
