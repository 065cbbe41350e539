import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, inject } from 'vitest';

/**
 * A Firestore client on the emulator. Each test file passes its own project id, so files
 * never see each other's documents; each client is its own app, so a reader sees only what
 * reaches it from the server.
 */
export function connectToEmulator(projectId: string, name: string): Firestore {
  const { host, port } = inject('firestoreEmulator');
  const app = initializeApp({ projectId, apiKey: 'emulator' }, `${projectId}-${name}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, host, port);
  afterAll(async () => {
    await terminate(db);
    await deleteApp(app);
  });
  return db;
}

export function emulatorHost(): string {
  const { host, port } = inject('firestoreEmulator');
  return `${host}:${port}`;
}
