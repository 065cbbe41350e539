import type en from '../../public/assets/i18n/en.json';

/**
 * Types `t` from the English file, the one every language must match: a key that is not in
 * en.json, misspelt or built from a part that is not one, fails the typecheck.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
