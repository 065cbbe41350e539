import { expect, it } from 'vitest';
import { firestoreConnection } from './firebaseConfig';

it('needs a project id and an API key to use Firestore', () => {
  expect(firestoreConnection({})).toBeUndefined();
  expect(firestoreConnection({ VITE_FIREBASE_PROJECT_ID: 'p' })).toBeUndefined();
  expect(
    firestoreConnection({ VITE_FIREBASE_PROJECT_ID: 'p', VITE_FIREBASE_API_KEY: 'k' }),
  ).toMatchObject({
    options: { projectId: 'p', apiKey: 'k' },
  });
});

it('connects to an emulator when one is named', () => {
  const env = {
    VITE_FIREBASE_PROJECT_ID: 'p',
    VITE_FIREBASE_API_KEY: 'k',
    VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8181',
  };
  expect(firestoreConnection(env)?.emulatorHost).toBe('127.0.0.1:8181');
});
