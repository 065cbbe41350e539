import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validateContent } from '../../../scripts/content/validate';
import { embeddedContent } from '../../src/content';
import { ICON_CASES, ID_CASES, URL_CASES } from '../../src/data/content/ruleCases';
import {
  COLLECTIONS,
  QUOTE_MAX,
  TEXT_MAX,
  type CollectionName,
} from '../../src/data/content/schema';
import { startOfficialEmulator, type OfficialEmulator } from './officialEmulator';

const rules = readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8');
/** The sample owner's uid, as firestore.rules compares it before deployment replaces it. */
const OWNER = 'OWNER_UID';

const { content: valid } = validateContent(embeddedContent);

/** An embedded document as the content tool would write it. */
function embedded(collection: CollectionName, id: string): Record<string, unknown> {
  const data = valid[collection]?.[id];
  if (!data) throw new Error(`No embedded document ${collection}/${id}.`);
  return data;
}
const anApp = embedded('appgallery', 'scripture-reader');
const anInfo = embedded('info', 'hello');
const aBookmark = embedded('Bookmarks', 'en-courage');

let emulator: OfficialEmulator;
let environment: RulesTestEnvironment;
let owner: Firestore;
let stranger: Firestore;
let visitor: Firestore;

/** Whether the rules let the owner write `data` as `collection/id`. */
async function ownerMayWrite(collection: string, id: string, data: object): Promise<boolean> {
  try {
    await setDoc(doc(owner, collection, id), data);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code !== 'permission-denied') throw error;
    return false;
  }
}

// The official emulator evaluates firestore.rules as Firestore does; the content schema's own
// test goes through the same tables (site/src/data/content/ruleCases.ts), so the two agree.
describe('firestore.rules, evaluated by the official Firestore emulator', () => {
  beforeAll(async () => {
    emulator = await startOfficialEmulator();
    environment = await initializeTestEnvironment({
      projectId: 'demo-rules',
      firestore: { host: emulator.host, port: emulator.port, rules },
    });
    owner = environment.authenticatedContext(OWNER).firestore() as unknown as Firestore;
    stranger = environment.authenticatedContext('someone-else').firestore() as unknown as Firestore;
    visitor = environment.unauthenticatedContext().firestore() as unknown as Firestore;
  }, 90_000);
  afterAll(async () => {
    await environment?.cleanup();
    emulator?.stop();
  });
  beforeEach(() => environment.clearFirestore());

  it.each(COLLECTIONS)('let the owner write every embedded document of %s', async (name) => {
    for (const [id, data] of Object.entries(valid[name] ?? {}))
      expect(await ownerMayWrite(name, id, data), `${name}/${id}`).toBe(true);
  });

  it('let anyone read the content, and only the owner write or delete it', async () => {
    await ownerMayWrite('info', 'hello', anInfo);
    await assertSucceeds(getDoc(doc(visitor, 'info', 'hello')));
    await assertFails(setDoc(doc(visitor, 'info', 'hello'), anInfo));
    await assertFails(setDoc(doc(stranger, 'info', 'hello'), anInfo));
    await assertFails(deleteDoc(doc(stranger, 'info', 'hello')));
    await assertSucceeds(deleteDoc(doc(owner, 'info', 'hello')));
  });

  it('close everything else, even to the owner', async () => {
    await assertFails(getDoc(doc(visitor, 'secrets', 'a')));
    await assertFails(setDoc(doc(owner, 'secrets', 'a'), { any: 'thing' }));
    await assertFails(setDoc(doc(owner, 'info', 'hello', 'sub', 'b'), anInfo));
  });

  it.each(ID_CASES.filter(({ addressable }) => addressable !== false))(
    'accept the id $id: $valid, as the schema does',
    async ({ id, valid: accepted }) => {
      expect(await ownerMayWrite('info', id, anInfo)).toBe(accepted);
    },
  );

  it.each(URL_CASES)('accept the app link $url: $valid, as the schema does', async (url) => {
    expect(await ownerMayWrite('appgallery', 'app', { ...anApp, url: url.url })).toBe(url.valid);
  });

  it.each(ICON_CASES)('accept the icon "$icon": $valid, as the schema does', async (icon) => {
    const data = { ...aBookmark, badgeicon: icon.icon };
    expect(await ownerMayWrite('Bookmarks', 'quote', data)).toBe(icon.valid);
  });

  it('hold texts and quotes to the schema’s sizes', async () => {
    const text = (size: number) => ({ ...anInfo, text: { en: 'x'.repeat(size) } });
    const quote = (size: number) => ({ ...aBookmark, quote: 'x'.repeat(size) });
    expect(await ownerMayWrite('info', 'a', text(TEXT_MAX))).toBe(true);
    expect(await ownerMayWrite('info', 'a', text(TEXT_MAX + 1))).toBe(false);
    expect(await ownerMayWrite('Bookmarks', 'a', quote(QUOTE_MAX))).toBe(true);
    expect(await ownerMayWrite('Bookmarks', 'a', quote(QUOTE_MAX + 1))).toBe(false);
  });

  it('refuse a field the schema does not know, or a missing one', async () => {
    expect(await ownerMayWrite('info', 'a', { ...anInfo, extra: 1 })).toBe(false);
    const withoutText = Object.fromEntries(
      Object.entries(anInfo).filter(([key]) => key !== 'text'),
    );
    expect(await ownerMayWrite('info', 'a', withoutText)).toBe(false);
  });
});
