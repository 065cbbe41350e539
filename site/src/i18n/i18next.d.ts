import type en from './strings/en.json';
import type enLegal from './strings/legal/en.json';

/**
 * Types `t` from the English files, the ones every language must match: a key that is not in
 * them, misspelt or built from a part that is not one, fails the typecheck. A key the pages' set
 * lacks is looked up in the legal texts (see stringSets.ts).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    fallbackNS: 'legal';
    resources: { translation: typeof en; legal: typeof enLegal };
  }
}
