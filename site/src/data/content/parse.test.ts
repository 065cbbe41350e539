import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseDocument, sortItems } from './parse';
import { ICON_CASES, ID_CASES, URL_CASES } from './ruleCases';

const bookmark = {
  language: 'mm',
  quote: '<p>Quote</p>',
  fonticon: 'book-open',
  badgecolor: '#f5c542',
  badgeicon: 'star',
};

describe('parseDocument', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps a valid document with its id, filling defaults', () => {
    expect(parseDocument('Bookmarks', 'b1', bookmark)).toEqual({ ...bookmark, order: 0, id: 'b1' });
  });

  it.each([
    ['language', { ...bookmark, language: 'fr' }],
    ['badgecolor', { ...bookmark, badgecolor: 'red; background: url(x)' }],
    ['quote', { ...bookmark, quote: undefined }],
  ])('skips a document with a bad %s and names collection, id and field', (field, data) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseDocument('Bookmarks', 'bad-1', data)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`Bookmarks/bad-1: field "${field}"`)),
    );
  });

  it('skips an app whose id is not a positive whole number, or whose link is not https', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const app = { app_id: 1, title: 'A', description: { en: 'D' }, url: 'https://example.com' };
    expect(parseDocument('appgallery', 'a', app)).toBeDefined();
    expect(parseDocument('appgallery', 'b', { ...app, app_id: 0 })).toBeUndefined();
    expect(parseDocument('appgallery', 'c', { ...app, app_id: '1' })).toBeUndefined();
    expect(
      parseDocument('appgallery', 'd', { ...app, url: 'javascript:alert(1)' }),
    ).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('skips a document that is not an object at all', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseDocument('info', 'x', 'just text')).toBeUndefined();
    expect(parseDocument('info', 'y', null)).toBeUndefined();
  });
});

describe('the rules a document is held to (firestore.rules holds the same table)', () => {
  const app = { title: 'A', description: { en: 'D' }, url: 'https://example.com' };
  const quietly = () => vi.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => vi.restoreAllMocks());

  it.each(ID_CASES)('the id $id is accepted: $valid', ({ id, valid }) => {
    quietly();
    expect(parseDocument('appgallery', id, app) !== undefined).toBe(valid);
  });

  it.each(URL_CASES)('the app link $url is accepted: $valid', ({ url, valid }) => {
    quietly();
    expect(parseDocument('appgallery', 'a', { ...app, url }) !== undefined).toBe(valid);
  });

  it.each(ICON_CASES)('the icon "$icon" is accepted: $valid', ({ icon, valid }) => {
    quietly();
    expect(parseDocument('Bookmarks', 'b', { ...bookmark, badgeicon: icon }) !== undefined).toBe(
      valid,
    );
  });

  it('names a refused id in its warning, quoted', () => {
    const warn = quietly();
    parseDocument('Bookmarks', 'a/sub/b', bookmark);
    expect(warn).toHaveBeenCalledWith('Skipped Bookmarks/"a/sub/b": its id is not a plain name.');
  });
});

describe('sortItems', () => {
  it('orders by order, then app number, then id', () => {
    const items = [
      { id: 'c', order: 2 },
      { id: 'b', order: 1 },
      { id: 'a', order: 1 },
    ];
    expect(sortItems(items).map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(
      sortItems([
        { id: 'x', app_id: 2 },
        { id: 'y', app_id: 1 },
      ]).map((item) => item.id),
    ).toEqual(['y', 'x']);
  });
});
