import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../i18n/languages';

/** The languages served under a prefix of their own (`/my/me`); English is at the root (`/me`). */
export const PREFIXED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** The language a path is in: its first segment when that is a prefix, else English. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1] ?? '';
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** The path without its language prefix: `/my/spaces/sun` → `/spaces/sun`, `/my` → `/`. */
export function withoutLanguage(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === DEFAULT_LANGUAGE) return pathname;
  return pathname.slice(language.length + 1) || '/';
}

/** The same page in `language`: `localizedPath('my', '/me')` → `/my/me`, `('en', '/me')` → `/me`. */
export function localizedPath(language: Language, path: string): string {
  const page = withoutLanguage(path);
  if (language === DEFAULT_LANGUAGE) return page;
  return page === '/' ? `/${language}` : `/${language}${page}`;
}
