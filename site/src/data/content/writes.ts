import * as v from 'valibot';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { schemas, type CollectionName, type DocumentData } from './schema';

/** Nothing invalid is written: the same rules that guard reading guard writing. */
function validated<C extends CollectionName>(
  name: C,
  data: unknown,
  partial = false,
): DocumentData<C> {
  const schema = partial ? v.partial(schemas[name]) : schemas[name];
  return v.parse(schema, data) as DocumentData<C>;
}

/** Add (new id), set (own id, idempotent), update and delete for one collection. */
export function collectionWrites<C extends CollectionName>(db: Firestore, name: C) {
  return {
    add: async (data: DocumentData<C>) =>
      (await addDoc(collection(db, name), validated(name, data))).id,
    set: async (id: string, data: DocumentData<C>) =>
      setDoc(doc(db, name, id), validated(name, data)),
    update: async (id: string, changes: Partial<DocumentData<C>>) =>
      updateDoc(doc(db, name, id), validated(name, changes, true)),
    delete: async (id: string) => deleteDoc(doc(db, name, id)),
  };
}

/** The write helpers of the specification, per collection (bookmarks are "created"). */
export function contentWrites(db: Firestore) {
  const bookmarks = collectionWrites(db, 'Bookmarks');
  return {
    appgallery: collectionWrites(db, 'appgallery'),
    info: collectionWrites(db, 'info'),
    actionlist: collectionWrites(db, 'actionlist'),
    bookmarks: { ...bookmarks, create: bookmarks.add },
  };
}
