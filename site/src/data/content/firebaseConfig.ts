import type { FirebaseOptions } from 'firebase/app';

export interface FirestoreConnection {
  options: FirebaseOptions;
  /** `host:port` of a Firestore emulator, for local work and tests. */
  emulatorHost?: string;
}

type Env = Record<string, string | undefined>;

/** The Firebase project from `VITE_FIREBASE_*` variables, or nothing: then the embedded content is shown. */
export function firestoreConnection(env: Env = import.meta.env): FirestoreConnection | undefined {
  const projectId = env.VITE_FIREBASE_PROJECT_ID;
  const apiKey = env.VITE_FIREBASE_API_KEY;
  if (!projectId || !apiKey) return undefined;
  const options: FirebaseOptions = {
    apiKey,
    projectId,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    appId: env.VITE_FIREBASE_APP_ID,
  };
  const emulatorHost = env.VITE_FIRESTORE_EMULATOR_HOST;
  return emulatorHost ? { options, emulatorHost } : { options };
}
