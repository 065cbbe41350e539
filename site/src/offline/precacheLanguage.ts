import { LANGUAGES, SCRIPT_FONTS, type Language } from '../i18n/languages';
import { PREFIXED_LANGUAGES } from '../i18n/languagePaths';

const prefixed = PREFIXED_LANGUAGES.join('|');
const PREFIXED = new RegExp(`^/(${prefixed})(?:/|$)`);
// A language's strings (English's are everyone's: the others fall back to them), its legal
// texts, named by their content (`/assets/i18n/legal/my-C2mJZtyl.json`).
const STRINGS = new RegExp(
  `^/assets/i18n/(?:(${prefixed})|legal/(${LANGUAGES.join('|')}))-[\\w-]{8}\\.json$`,
);
// Its faces: cut for it by the build (`zh-site-…`), or its script's from fontsource whole.
const SCRIPT_FACE = new RegExp(
  `^/assets/(?:(${prefixed})-(?:site|offline)-|noto-sans-(${Object.values(SCRIPT_FONTS).filter(Boolean).join('|')})-)`,
);
const languageOfScript = (script: string) =>
  LANGUAGES.find((language) => SCRIPT_FONTS[language] === script);
const EVERYONES = /^\/(?:assets|icons)\//;

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
  if (face) return (face[1] as Language | undefined) ?? languageOfScript(face[2] ?? '');
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
