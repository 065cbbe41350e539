import type { Language } from '../../src/i18n/languages';
import { type StringSet, stringsFile } from '../../src/i18n/stringSets';
import type { ViteManifest } from './chunks';

/**
 * Where the build put a language's files of the sets a page shows (named by their content, see
 * src/i18n/stringsUrl.ts), as its links preload them.
 */
export const stringsUrlsOf =
  (manifest: ViteManifest) =>
  (language: Language, sets: StringSet[]): string[] =>
    sets.map((set) => {
      const file = manifest[`src/i18n/strings/${stringsFile(language, set)}`]?.file;
      if (!file) throw new Error(`The build has no ${set} strings in "${language}".`);
      return `/${file}`;
    });
