import { describe, expect, it } from 'vitest';
import { translations } from '../../../mocks/translations';
import { LANGUAGES } from './languages';

/** Every leaf of a translation tree as `a.b.c` -> value. */
function leaves(tree: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const entries = Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix + key;
    return value !== null && typeof value === 'object'
      ? [...leaves(value as Record<string, unknown>, `${path}.`)]
      : [[path, value] as const];
  });
  return new Map(entries);
}

const english = leaves(translations.en);

describe.each(LANGUAGES.filter((language) => language !== 'en'))(
  'translations in %s',
  (language) => {
    const translated = leaves(translations[language]);

    it('have every key of English, none empty', () => {
      const missing = [...english.keys()].filter((key) => {
        const value = translated.get(key);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(missing).toEqual([]);
    });

    it('have no key English lacks', () => {
      expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
    });
  },
);

it('English has no empty text', () => {
  expect(
    [...english].filter(([, value]) => typeof value !== 'string' || value.trim() === ''),
  ).toEqual([]);
});
