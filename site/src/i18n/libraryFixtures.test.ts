import { readFileSync } from 'node:fs';
import { fileURLToPath, URL as FileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { translations as fixtureStrings } from '../../../mocks/translations';
import { LANGUAGES } from './languages';

const read = (path: string) =>
  readFileSync(fileURLToPath(new FileURL(path, import.meta.url)), 'utf8');
const siteStrings = (language: string): unknown => ({
  ...JSON.parse(read(`./strings/${language}.json`)),
  ...JSON.parse(read(`./strings/legal/${language}.json`)),
});

/** Every string of `fixture`, with where it stands, checked against the same place in `site`. */
function differences(fixture: unknown, site: unknown, at = ''): string[] {
  if (typeof fixture !== 'object' || fixture === null)
    return fixture === site ? [] : [`${at}: ${JSON.stringify(fixture)} ≠ ${JSON.stringify(site)}`];
  return Object.entries(fixture).flatMap(([key, value]) =>
    differences(value, (site as Record<string, unknown> | undefined)?.[key], `${at}.${key}`),
  );
}

// The library's stories keep copies of the site's words and globe (they may not import the site):
// the copies follow the site.
describe("the library's story fixtures match the site", () => {
  it.each(LANGUAGES)('the strings in %s', (language) => {
    expect(differences(fixtureStrings[language], siteStrings(language))).toEqual([]);
  });

  it("the globe's points", () => {
    expect(read('../../../mocks/fixtures/globe-points.json')).toBe(
      read('../../public/assets/globe/points.json'),
    );
  });
});
