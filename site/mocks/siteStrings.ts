import { LANGUAGES } from '../src/i18n/languages';

/** Every language's strings (public/assets/i18n), in the language table's order, as `Strings`. */
export const stringsOfEveryLanguage = <Strings>(): Promise<Strings[]> =>
  Promise.all(
    LANGUAGES.map(
      async (language) => (await import(`../public/assets/i18n/${language}.json`)) as Strings,
    ),
  );
