import { deleteApp } from 'firebase/app';
import { terminate } from 'firebase/firestore';
import { loadEnv } from 'vite';
import { embeddedContent } from '../src/content';
import type { ContentSnapshot } from '../src/data/content';
import { firestoreConnection } from '../src/data/content/firebaseConfig';
import { openFirestore } from '../src/data/content/firestore';
import { COLLECTIONS } from '../src/data/content/schema';
import { readFromServer } from '../src/data/content/serverRead';

/**
 * The content the pages are prerendered with: Firestore's, read from its server, when the
 * build is configured for it (the site's `VITE_FIREBASE_*` variables, from the environment or
 * site/.env*), else the embedded content. A configured Firestore that cannot be read fails the
 * build rather than deploy pages without it (the apps' policies among them).
 */
export async function contentAtBuildTime(siteDir: string): Promise<ContentSnapshot> {
  const env: Record<string, string | undefined> = {
    ...loadEnv('production', siteDir),
    ...process.env,
  };
  // FIRESTORE_EMULATOR_HOST points this read (not the site) at an emulator, as for the
  // content tool: the fault tests build so.
  const connection = firestoreConnection({
    ...env,
    VITE_FIRESTORE_EMULATOR_HOST: env.FIRESTORE_EMULATOR_HOST ?? env.VITE_FIRESTORE_EMULATOR_HOST,
  });
  if (!connection) return embeddedContent;
  const db = openFirestore(connection);
  try {
    const collections = await Promise.all(COLLECTIONS.map((name) => readFromServer(db, name)));
    return Object.fromEntries(
      COLLECTIONS.map((name, index) => [name, collections[index]]),
    ) as ContentSnapshot;
  } catch (error) {
    throw new Error(
      `The content could not be read from Firestore (${(error as Error).message}). ` +
        'The pages, the apps’ privacy and terms among them, are prerendered from it: ' +
        'build again when it is reachable.',
    );
  } finally {
    await terminate(db);
    await deleteApp(db.app);
  }
}
