import { describe, expect, it, vi } from 'vitest';
import { embeddedContent } from '../../content';
import { createEmbeddedSource, type ContentSnapshot } from './embeddedSource';
import { COLLECTIONS } from './schema';

describe('the embedded content', () => {
  it.each(COLLECTIONS)('%s is valid throughout', (collection) => {
    const warn = vi.spyOn(console, 'warn');
    const items = createEmbeddedSource(embeddedContent).read?.({ collection }) ?? [];
    expect(items).toHaveLength(Object.keys(embeddedContent[collection]).length);
    expect(warn).not.toHaveBeenCalled();
  });

  it('has bookmarks in every bookmark language', () => {
    const languages = new Set(
      Object.values(embeddedContent.Bookmarks).map((bookmark) => bookmark.language),
    );
    expect([...languages].sort()).toEqual(['cn', 'en', 'kr', 'mm']);
  });
});

describe('createEmbeddedSource', () => {
  const source = createEmbeddedSource(embeddedContent);

  it('filters apps by app_id and bookmarks by language', () => {
    expect(
      source.read?.({ collection: 'appgallery', where: { field: 'app_id', value: 1 } }),
    ).toMatchObject([{ app_id: 1, id: 'scripture-reader' }]);
    expect(
      source.read?.({ collection: 'appgallery', where: { field: 'app_id', value: 99 } }),
    ).toEqual([]);
    const cn =
      source.read?.({ collection: 'Bookmarks', where: { field: 'language', value: 'cn' } }) ?? [];
    expect(cn.length).toBeGreaterThan(0);
    expect(cn.every((bookmark) => bookmark.language === 'cn')).toBe(true);
  });

  it('answers a subscription at once', () => {
    const next = vi.fn();
    source.subscribe({ collection: 'info' }, { next, error: vi.fn() });
    expect(next).toHaveBeenCalledWith(
      expect.arrayContaining([expect.objectContaining({ id: 'hello' })]),
    );
  });

  it('shows the valid rest when a document is malformed', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const content = {
      ...embeddedContent,
      info: { ...embeddedContent.info, broken: { title: { en: 'No text' } } },
    } as ContentSnapshot;
    const items = createEmbeddedSource(content).read?.({ collection: 'info' }) ?? [];
    expect(items.map((item) => item.id)).toEqual(['hello', 'today', 'dream']);
  });
});
