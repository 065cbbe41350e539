/**
 * The languages a bookmark's quote is stored in, by the store's codes: apart from the schema,
 * so the Bookmarks page's buttons do not bring the schema (and its validator) with them.
 */
export const BOOKMARK_LANGUAGES = ['en', 'mm', 'cn', 'kr'] as const;
export type BookmarkLanguage = (typeof BOOKMARK_LANGUAGES)[number];
