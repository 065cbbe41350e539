import { deleteApp, getApp } from 'firebase/app';
import { doc, onSnapshot, setDoc, terminate, type Firestore } from 'firebase/firestore';
import { expect, it } from 'vitest';
import { embeddedContent } from '../../content';
import { openFirestore } from './firestore';
import { createFirestoreSource } from './firestoreSource';
import type { Item } from './schema';

// A project of its own each run (nothing kept from an earlier one), and no server: port 9
// discards everything, as a network that is down.
const projectId = `offline-cache-${Date.now()}`;
const connection = {
  options: { projectId, apiKey: 'test-key', appId: 'test-app' },
  emulatorHost: '127.0.0.1:9',
};

/** One visit of the site: Firestore opened, used, and closed as a closed tab closes it. */
async function visit<T>(during: (db: Firestore) => Promise<T>): Promise<T> {
  const db = openFirestore(connection);
  try {
    return await during(db);
  } finally {
    await terminate(db);
    await deleteApp(getApp(`portfolio-${projectId}`));
  }
}

/** The site's first answer for the info collection, as its pages subscribe to it. */
const firstAnswer = (db: Firestore) =>
  new Promise<Item<'info'>[]>((resolve, reject) => {
    const stop = createFirestoreSource(db).subscribe(
      { collection: 'info' },
      {
        next: (items) => {
          stop();
          resolve(items);
        },
        error: (error) => {
          stop();
          reject(error);
        },
      },
    );
  });

it('keeps what Firestore had on this device for the next visit, read with no network', async () => {
  const [id, data] = Object.entries(embeddedContent.info)[0] ?? [];
  if (!id) throw new Error('The embedded content has no info document.');
  await visit(async (db) => {
    // Never acknowledged (there is no server): held on the device until the network returns.
    setDoc(doc(db, 'info', id), data).catch(() => undefined);
    await new Promise<void>((resolve) => {
      const stop = onSnapshot(doc(db, 'info', id), (snapshot) => {
        if (!snapshot.exists()) return;
        stop();
        resolve();
      });
    });
  });

  const items = await visit(firstAnswer);
  expect(items.map((item) => item.id)).toEqual([id]);
});
