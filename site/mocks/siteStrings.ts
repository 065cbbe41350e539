import { LANGUAGES } from '../src/i18n/languages';

/** Every language's strings (src/i18n/strings), in the language table's order, as `Strings`. */
export const stringsOfEveryLanguage = <Strings>(): Promise<Strings[]> =>
  Promise.all(
    LANGUAGES.map(
      async (language) => (await import(`../src/i18n/strings/${language}.json`)) as Strings,
    ),
  );
