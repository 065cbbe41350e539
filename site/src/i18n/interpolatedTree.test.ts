import { describe, expect, it } from 'vitest';
import { storyI18n } from '../../mocks/i18n';
import { interpolatedTree } from './interpolatedTree';
import { LANGUAGES } from './languages';
import { LEGAL_STRINGS } from './stringSets';

const VALUES = { owner: 'Aung', email: 'aung@example.com', city: 'Yangon', app: 'Tide' };
const KEYS = ['legal.privacy', 'legal.terms', 'legal.app_privacy', 'legal.app_terms'];

describe('interpolatedTree', () => {
  it.each(LANGUAGES)('gives what t gives with returnObjects, in %s', async (language) => {
    const i18n = storyI18n.cloneInstance({ lng: language });
    await i18n.changeLanguage(language);
    for (const key of KEYS)
      for (const values of [VALUES, { ...VALUES, app: undefined }]) {
        const tree = interpolatedTree(i18n, LEGAL_STRINGS, key, values);
        expect(tree).toBeDefined();
        const options = { ns: LEGAL_STRINGS, returnObjects: true, ...values } as const;
        expect(tree).toEqual(i18n.t(key as 'legal.privacy', options));
      }
  });

  it('fills every value in', () => {
    const tree = interpolatedTree(storyI18n, LEGAL_STRINGS, 'legal.privacy', VALUES);
    expect(JSON.stringify(tree)).toContain('Aung');
    expect(JSON.stringify(tree)).not.toContain('{{');
  });

  it('gives nothing for a key the strings do not have', () => {
    expect(interpolatedTree(storyI18n, LEGAL_STRINGS, 'legal.nothing', VALUES)).toBeUndefined();
  });
});
