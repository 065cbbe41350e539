import { collection, doc, getDoc, getDocs } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { CollectionName, DocumentData } from '../src/data/content/schema';
import { contentWrites } from '../src/data/content/writes';
import { connectToEmulator } from './connect';

const db = connectToEmulator('writes-test', 'owner');
const writes = contentWrites(db);

const samples: { [C in CollectionName]: [DocumentData<C>, Partial<DocumentData<C>>] } = {
  appgallery: [
    { app_id: 7, title: 'Seven', description: { en: 'Seventh app' }, url: 'https://example.com/7' },
    { title: 'Seven, renamed' },
  ],
  info: [{ order: 1, title: { en: 'Today' }, text: { en: 'Coding' } }, { text: { en: 'Reading' } }],
  actionlist: [{ order: 1, text: { en: 'Walking' } }, { order: 2 }],
  Bookmarks: [
    {
      order: 0,
      language: 'kr',
      quote: '<p>q</p>',
      fonticon: 'key',
      badgecolor: 'gold',
      badgeicon: 'star',
    },
    { badgecolor: '#123456' },
  ],
};

const helpers = {
  appgallery: writes.appgallery,
  info: writes.info,
  actionlist: writes.actionlist,
  Bookmarks: { ...writes.bookmarks, add: writes.bookmarks.create },
};

describe.each(Object.keys(samples) as CollectionName[])('write helpers of %s', (name) => {
  it('add, update and delete a document', async () => {
    const [data, changes] = samples[name] as [
      DocumentData<typeof name>,
      Partial<DocumentData<typeof name>>,
    ];
    const helper = helpers[name] as ReturnType<typeof contentWrites>['info'];
    const id = await helper.add(data as never);
    expect((await getDoc(doc(db, name, id))).data()).toEqual(data);

    await helper.update(id, changes as never);
    expect((await getDoc(doc(db, name, id))).data()).toEqual({ ...data, ...changes });

    await helper.delete(id);
    expect((await getDoc(doc(db, name, id))).exists()).toBe(false);
    expect((await getDocs(collection(db, name))).size).toBe(0);
  });
});
