import { LANGUAGE_TABLE, LANGUAGES, type Language } from '../../i18n/languages';

/**
 * The languages a bookmark's quote is stored in, by the store's codes (`mm` for Myanmar, ...):
 * apart from the schema, so the Bookmarks page's buttons do not bring the schema (and its
 * validator) with them.
 */
export type BookmarkLanguage = (typeof LANGUAGE_TABLE)[Language]['bookmark'];

export const BOOKMARK_LANGUAGES = LANGUAGES.map((language) => LANGUAGE_TABLE[language].bookmark);

/** The site's language of a bookmark's code. */
export const languageOfBookmark = (code: BookmarkLanguage): Language =>
  LANGUAGES.find((language) => LANGUAGE_TABLE[language].bookmark === code) ?? 'en';
