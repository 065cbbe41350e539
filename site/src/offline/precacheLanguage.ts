import type { Language } from '../i18n/languages';

const PREFIXED = /^\/(my|zh|ko)(?:\/|$)/;
// A language's strings (English's are everyone's: the others fall back to them), its legal texts.
const STRINGS = /^\/assets\/i18n\/(?:(my|zh|ko)|legal\/(en|my|zh|ko))\.json$/;
const SCRIPT_FACE = /^\/assets\/(?:(zh|ko)-(?:site|offline)-|noto-sans-(myanmar)-)/;
const EVERYONES = /^\/(?:assets|icons)\/|^\/favicon\.svg$/;

/**
 * The language whose visitors keep a precached file (by its path), or `undefined` when every
 * visitor does. A language's pages and manifest (English's at the root), its strings, its legal
 * texts and the faces of its script are its own; the rest (the app's code and styles, the icons,
 * the Latin faces, the English strings) is everyone's.
 */
export function precacheLanguage(path: string): Language | undefined {
  const strings = STRINGS.exec(path);
  const own = PREFIXED.exec(path)?.[1] ?? strings?.[1] ?? strings?.[2];
  if (own) return own as Language;
  const face = SCRIPT_FACE.exec(path);
  if (face) return (face[1] ?? 'my') as Language;
  return EVERYONES.test(path) ? undefined : 'en';
}

/**
 * The clean address a built file is served at (`my/moon.html` → `/my/moon`, `index.html` →
 * `/`), as Firebase Hosting's `cleanUrls` serves it: a page is precached at the address it is
 * asked for, with no redirect on the way.
 */
export function servedAt(file: string): string {
  if (!file.endsWith('.html')) return `/${file}`;
  const page = `/${file.slice(0, -'.html'.length)}`;
  return page === '/index' ? '/' : page;
}

/** An address without its trailing slash (`/my/` → `/my`), as the site's pages are precached. */
export const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/** A file whose name carries its content's hash, as Vite names it (`framework-GILmLtBw.js`). */
export const HASHED_FILE = /-[\w-]{8}\.\w+$/;
