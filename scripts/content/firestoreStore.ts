import { deleteApp } from 'firebase/app';
import { getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { doc, terminate, writeBatch, type Firestore } from 'firebase/firestore';
import { firestoreConnection } from '../../site/src/data/content/firebaseConfig';
import { openFirestore } from '../../site/src/data/content/firestore';
import { COLLECTIONS } from '../../site/src/data/content/schema';
import { readFromServer, SERVER_READ_DEADLINE_MS } from '../../site/src/data/content/serverRead';
import { withDeadline } from '../../site/src/network/deadline';
import type { Content, Step } from './plan';

const BATCH_LIMIT = 500;

/**
 * The Firestore project named by the same `VITE_FIREBASE_*` variables as the site (or an
 * emulator by `FIRESTORE_EMULATOR_HOST`); writes sign in as the owner when
 * `FIREBASE_OWNER_EMAIL` and `FIREBASE_OWNER_PASSWORD` are set.
 */
export async function connectFromEnv(env = process.env): Promise<Firestore | undefined> {
  const emulator = env.FIRESTORE_EMULATOR_HOST;
  const connection = firestoreConnection({
    ...env,
    VITE_FIREBASE_PROJECT_ID:
      env.VITE_FIREBASE_PROJECT_ID ?? (emulator ? 'demo-portfolio' : undefined),
    VITE_FIREBASE_API_KEY: env.VITE_FIREBASE_API_KEY ?? (emulator ? 'emulator' : undefined),
    VITE_FIRESTORE_EMULATOR_HOST: emulator ?? env.VITE_FIRESTORE_EMULATOR_HOST,
  });
  if (!connection) return undefined;
  const db = openFirestore(connection);
  if (env.FIREBASE_OWNER_EMAIL && env.FIREBASE_OWNER_PASSWORD) {
    await signInWithEmailAndPassword(
      getAuth(db.app),
      env.FIREBASE_OWNER_EMAIL,
      env.FIREBASE_OWNER_PASSWORD,
    );
  }
  return db;
}

/** Every collection as Firestore's server holds it; an unreachable server is an error. */
export async function readFirestore(db: Firestore): Promise<Content> {
  const content: Content = {};
  for (const name of COLLECTIONS) content[name] = await readFromServer(db, name);
  return content;
}

/** Writes each step by its own id, so running the same import again changes nothing. */
export async function applySteps(db: Firestore, steps: Step[]): Promise<void> {
  for (let start = 0; start < steps.length; start += BATCH_LIMIT) {
    const batch = writeBatch(db);
    for (const step of steps.slice(start, start + BATCH_LIMIT))
      batch.set(doc(db, step.collection, step.id), step.data);
    // Offline, the SDK would wait for the server's confirmation forever.
    await withDeadline(batch.commit(), SERVER_READ_DEADLINE_MS, "Firestore's confirmation");
  }
}

/** Ends the connection and forgets the app, so a later run connects afresh. */
export async function closeFirestore(db: Firestore): Promise<void> {
  await terminate(db);
  await deleteApp(db.app);
}
