import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import type { StringSet } from './stringSets';
import { stringsUrl } from './stringsUrl';

describe('stringsUrl', () => {
  it.each(
    LANGUAGES.flatMap((language) =>
      (['translation', 'legal'] as StringSet[]).map((set) => [language, set]),
    ),
  )('has the %s %s file', async (language, set) => {
    const url = stringsUrl(language, set as StringSet);
    expect(url).toMatch(set === 'legal' ? /\/legal\/\w+\.json$/ : /\/strings\/\w+\.json$/);
    expect(url).toContain(`/${language}.json`);
  });

  it('has no file for a language the site does not have', () => {
    expect(stringsUrl('th', 'translation')).toBeUndefined();
  });
});
