import {
  collection,
  onSnapshot,
  query as firestoreQuery,
  where,
  type Firestore,
} from 'firebase/firestore';
import { parseDocument, sortItems } from './parse';
import type { CollectionName, Item } from './schema';
import type { ContentListener, ContentQuery, ContentSource } from './source';

/** Live Firestore subscriptions; each answer is read as changes (added, modified, removed). */
export function createFirestoreSource(db: Firestore): ContentSource {
  return {
    kind: 'firestore',
    subscribe<C extends CollectionName>(query: ContentQuery<C>, listener: ContentListener<C>) {
      const ref = collection(db, query.collection);
      const target = query.where
        ? firestoreQuery(ref, where(query.where.field, '==', query.where.value))
        : ref;
      const documents = new Map<string, Item<C>>();
      return onSnapshot(
        target,
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
          listener.next(sortItems([...documents.values()]));
        },
        (error) => listener.error(error),
      );
    },
  };
}
