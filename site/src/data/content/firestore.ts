import { getApps, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import type { FirestoreConnection } from './firebaseConfig';

/** Opens (once per project) the Firestore database of a connection. */
export function openFirestore({ options, emulatorHost }: FirestoreConnection): Firestore {
  const name = `portfolio-${options.projectId ?? 'default'}`;
  const existing = getApps().find((app) => app.name === name);
  const db = getFirestore(existing ?? initializeApp(options, name));
  if (emulatorHost && !existing) {
    const [host = 'localhost', port = '8080'] = emulatorHost.split(':');
    connectFirestoreEmulator(db, host, Number(port));
  }
  return db;
}
