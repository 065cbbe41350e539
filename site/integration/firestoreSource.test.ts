import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getFirestore, setDoc, terminate } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import { createFirestoreSource } from '../src/data/content/firestoreSource';
import type { CollectionName, Item } from '../src/data/content/schema';
import { ContentOfflineError, type ContentQuery } from '../src/data/content/source';
import { contentWrites } from '../src/data/content/writes';
import { connectToEmulator } from './connect';

const reader = createFirestoreSource(connectToEmulator('source-test', 'reader'));
const writerDb = connectToEmulator('source-test', 'writer');
const writes = contentWrites(writerDb);

/** Subscribes and records every answer; `next()` waits for the next one. */
function subscribe<C extends CollectionName>(query: ContentQuery<C>) {
  const answers: Item<C>[][] = [];
  let read = 0;
  const unsubscribe = reader.subscribe(query, {
    next: (items) => answers.push(items),
    error: (error) => {
      throw error;
    },
  });
  const next = () =>
    vi.waitFor(
      () => {
        const answer = answers[read];
        if (!answer) throw new Error(`no answer #${read + 1} yet`);
        read += 1;
        return answer;
      },
      { timeout: 5_000, interval: 10 },
    );
  return { next, unsubscribe, answers };
}

const app = (app_id: number, title: string) => ({
  app_id,
  title,
  description: { en: `${title}, described` },
  url: `https://example.com/${app_id}`,
});

describe('Firestore source against the emulator', () => {
  it('delivers a live add, modify and remove to a subscriber', async () => {
    const info = subscribe({ collection: 'info' });
    expect(await info.next()).toEqual([]);

    const id = await writes.info.add({ order: 1, title: { en: 'Hello' }, text: { en: 'First' } });
    expect(await info.next()).toEqual([
      { id, order: 1, title: { en: 'Hello' }, text: { en: 'First' } },
    ]);

    await writes.info.update(id, { text: { en: 'Changed' } });
    expect((await info.next())[0]).toMatchObject({ id, order: 1, text: { en: 'Changed' } });

    await writes.info.delete(id);
    expect(await info.next()).toEqual([]);
    info.unsubscribe();
  });

  it('filters apps by app_id and bookmarks by language', async () => {
    const second = subscribe({ collection: 'appgallery', where: { field: 'app_id', value: 2 } });
    const myanmar = subscribe({
      collection: 'Bookmarks',
      where: { field: 'language', value: 'mm' },
    });
    expect(await second.next()).toEqual([]);
    expect(await myanmar.next()).toEqual([]);

    await writes.appgallery.set('one', app(1, 'One'));
    await writes.appgallery.set('two', app(2, 'Two'));
    await vi.waitFor(() =>
      expect(second.answers.at(-1)?.map((item) => item.title)).toEqual(['Two']),
    );

    const bookmark = {
      language: 'mm' as const,
      quote: '<p>q</p>',
      fonticon: 'key' as const,
      badgecolor: '#fff',
      badgeicon: 'star' as const,
      order: 0,
    };
    await writes.bookmarks.create({ ...bookmark, language: 'en' });
    const mmId = await writes.bookmarks.create(bookmark);
    await vi.waitFor(() => expect(myanmar.answers.at(-1)?.map((item) => item.id)).toEqual([mmId]));

    second.unsubscribe();
    myanmar.unsubscribe();
  });

  it('skips malformed documents, with a warning, and shows the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const actions = subscribe({ collection: 'actionlist' });
    await actions.next();
    await setDoc(doc(writerDb, 'actionlist', 'broken'), { order: 'first', text: 'not localized' });
    await writes.actionlist.set('fine', { order: 2, text: { en: 'Walking' } });
    await vi.waitFor(() =>
      expect(actions.answers.at(-1)?.map((item) => item.id)).toEqual(['fine']),
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('actionlist/broken: field "order"'));
    actions.unsubscribe();
  });

  it('refuses to write an invalid document', async () => {
    await expect(
      writes.appgallery.add({ ...app(3, 'Three'), url: 'ftp://nope' }),
    ).rejects.toThrow();
    await expect(writes.appgallery.update('one', { app_id: -1 })).rejects.toThrow();
  });
});

describe('an unreachable Firestore', () => {
  it('is reported as unreachable, not as empty content', async () => {
    const db = getFirestore(initializeApp({ projectId: 'offline', apiKey: 'x' }, 'offline'));
    // Nothing listens on port 9.
    connectFirestoreEmulator(db, '127.0.0.1', 9);
    const source = createFirestoreSource(db);
    const answers: unknown[] = [];
    const errors: Error[] = [];
    const unsubscribe = source.subscribe(
      { collection: 'appgallery' },
      { next: (items) => answers.push(items), error: (error) => errors.push(error) },
    );
    await vi.waitFor(() => expect(errors[0]).toBeInstanceOf(ContentOfflineError), {
      timeout: 15_000,
      interval: 50,
    });
    expect(answers).toEqual([]);
    unsubscribe();
    await terminate(db);
  });
});
