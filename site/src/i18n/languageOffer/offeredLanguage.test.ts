import { describe, expect, it } from 'vitest';
import { offeredLanguage } from './offeredLanguage';

const firstVisit = { pageLanguage: 'en', saved: null, answered: false } as const;

describe('offeredLanguage', () => {
  it('offers the site language the browser prefers most', () => {
    expect(offeredLanguage({ ...firstVisit, preferred: ['my-MM', 'en-US'] })).toBe('my');
    expect(offeredLanguage({ ...firstVisit, preferred: ['fr', 'zh-Hans-CN', 'ko'] })).toBe('zh');
    expect(offeredLanguage({ ...firstVisit, preferred: ['KO'] })).toBe('ko');
  });

  it('offers nothing to a browser that prefers English, or none of the site’s languages', () => {
    expect(offeredLanguage({ ...firstVisit, preferred: ['en-GB', 'zh'] })).toBeUndefined();
    expect(offeredLanguage({ ...firstVisit, preferred: ['fr', 'de'] })).toBeUndefined();
    expect(offeredLanguage({ ...firstVisit, preferred: [] })).toBeUndefined();
  });

  it('offers nothing once the visitor chose a language or answered an offer', () => {
    expect(offeredLanguage({ ...firstVisit, preferred: ['zh'], saved: 'en' })).toBeUndefined();
    expect(offeredLanguage({ ...firstVisit, preferred: ['zh'], answered: true })).toBeUndefined();
  });

  it('offers nothing on a page in another language', () => {
    expect(
      offeredLanguage({ ...firstVisit, pageLanguage: 'ko', preferred: ['zh'] }),
    ).toBeUndefined();
  });
});
