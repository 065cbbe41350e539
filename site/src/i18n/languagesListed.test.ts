// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_TABLE, LANGUAGES } from './languages';

const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
const hosting = (
  JSON.parse(read('firebase.json')) as {
    hosting: { redirects: { source: string }[]; rewrites: { source: string }[] };
  }
).hosting;
const rules = read('firestore.rules');

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
const PREFIX = /^\/([a-z]{2})(?=\/|$)/;

describe('the languages that firebase.json and firestore.rules list are exactly the site’s', () => {
  const sources = [...hosting.redirects, ...hosting.rewrites].map(({ source }) => source);

  it('hosting names each language’s prefix, and only those', () => {
    const prefixes = sources.flatMap((source) => PREFIX.exec(source)?.[1] ?? []);
    expect(sorted(prefixes)).toEqual(sorted(LANGUAGES));
  });

  it('every language under a prefix has the same redirects and rewrites', () => {
    const shapes = (language: string) =>
      sorted(
        sources
          .filter((source) => PREFIX.exec(source)?.[1] === language)
          .map((source) => source.replace(PREFIX, '/<language>')),
      );
    const prefixed = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
    for (const language of prefixed) expect(shapes(language)).toEqual(shapes(prefixed[0] ?? ''));
  });

  it('a localized text in Firestore may hold each language, and only those', () => {
    const keys = /value\.keys\(\)\.hasOnly\(\[([^\]]*)\]\)/.exec(rules)?.[1] ?? '';
    expect(sorted(keys.split(',').map((key) => key.trim().replace(/'/g, '')))).toEqual(
      sorted(LANGUAGES),
    );
    for (const language of LANGUAGES.filter((code) => code !== DEFAULT_LANGUAGE))
      expect(rules).toContain(
        `(optional(value, '${language}') || isText(value.${language}, 2000))`,
      );
  });

  it('a bookmark may be in each language, by its store code, and only those', () => {
    const codes = /data\.language in \[([^\]]*)\]/.exec(rules)?.[1] ?? '';
    expect(sorted(codes.split(',').map((code) => code.trim().replace(/'/g, '')))).toEqual(
      sorted(LANGUAGES.map((language) => LANGUAGE_TABLE[language].bookmark)),
    );
  });
});
