import { collection, getDocsFromServer, type Firestore } from 'firebase/firestore';
import { withDeadline } from '../../network/deadline';
import type { CollectionName } from './schema';

/** How long a build or the content tool waits for Firestore's server. */
export const SERVER_READ_DEADLINE_MS = 30_000;

/**
 * Every document of a collection as Firestore's server holds it now, by id. Never from the
 * cache: an unreachable server is an error, not an empty collection.
 */
export async function readFromServer(
  db: Firestore,
  name: CollectionName,
): Promise<Record<string, Record<string, unknown>>> {
  const snapshot = await withDeadline(
    getDocsFromServer(collection(db, name)),
    SERVER_READ_DEADLINE_MS,
    `Firestore's ${name} collection`,
  );
  return Object.fromEntries(snapshot.docs.map((document) => [document.id, document.data()]));
}
