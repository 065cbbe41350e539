import { withoutLanguage } from './languagePaths';
import type { StringSet } from './languages';

export type { StringSet };

/**
 * The site's strings come in sets, a file of each per language: the pages' own, and the legal
 * texts (as large as the rest together), which only the legal pages fetch. A key missing from
 * the first set is looked up in the legal one (i18next's `fallbackNS`), so keys keep their names.
 */
export const LEGAL_STRINGS: StringSet = 'legal';

/** A string of each set, to tell its file from any other JSON answer. */
export const SET_SAMPLE: Record<StringSet, string> = {
  translation: 'nav.label',
  legal: 'legal.contents',
};

/** The site's privacy policy and terms, and each app's (`/app/privacy/1`). */
const LEGAL_PAGE = /^\/(privacy|terms)$|^\/app\/(privacy|terms)\/[^/]+$/;

/** The sets of strings a page shows, from its address in any language. */
export const stringSetsAt = (pathname: string): StringSet[] =>
  LEGAL_PAGE.test(withoutLanguage(pathname)) ? ['translation', LEGAL_STRINGS] : ['translation'];

/** A language's file of a set, under src/i18n/strings (the build names it by its content). */
export const stringsFile = (language: string, set: StringSet) =>
  `${set === 'translation' ? '' : `${set}/`}${language}.json`;
