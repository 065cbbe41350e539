import { getApps, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import type { FirestoreConnection } from './firebaseConfig';

/**
 * In a browser, Firestore keeps what it read in IndexedDB, shared by the site's open tabs: a
 * visit offline shows the content last read, and a write made offline is sent when the network
 * returns. Elsewhere (the content tool, Node tests) it keeps it in memory.
 */
const localCache = () =>
  typeof indexedDB === 'undefined'
    ? memoryLocalCache()
    : persistentLocalCache({ tabManager: persistentMultipleTabManager() });

/** Opens (once per project) the Firestore database of a connection. */
export function openFirestore({ options, emulatorHost }: FirestoreConnection): Firestore {
  const name = `portfolio-${options.projectId ?? 'default'}`;
  const existing = getApps().find((app) => app.name === name);
  if (existing) return getFirestore(existing);
  const db = initializeFirestore(initializeApp(options, name), { localCache: localCache() });
  if (emulatorHost) {
    const [host = 'localhost', port = '8080'] = emulatorHost.split(':');
    connectFirestoreEmulator(db, host, Number(port));
  }
  return db;
}
