import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';

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

/** A first segment shaped like a language tag (`fr`, `pt-BR`, `zh-Hant`), as other sites prefix. */
const FOREIGN_PREFIX = /^\/[a-z]{2,3}(?:-[a-z0-9]{2,8})*(?=\/|$)/i;

/**
 * The rest of an address no page has, after a first segment that looks like a language the site
 * does not have (`/fr/me` → `/me`, `/pt-BR` → `/`); undefined when it has no such segment.
 */
export function withoutForeignPrefix(path: string): string | undefined {
  const prefix = FOREIGN_PREFIX.exec(path)?.[0];
  return prefix === undefined ? undefined : path.slice(prefix.length) || '/';
}
