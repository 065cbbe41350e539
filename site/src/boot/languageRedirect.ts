import { STORAGE_KEYS } from '../browser/storage';
import { PREFIXED_LANGUAGES } from '../i18n/languagePaths';
import { LEAVING_ATTRIBUTE } from './leavingAttribute';

/**
 * The first script of every English page's head, inline and classic, so that in every browser it
 * runs before anything is painted: a visitor who chose another language on an earlier visit is
 * sent from the English address to the same page at their language's (`/me` → `/my/me`), the
 * English page hidden meanwhile. An address in another language is kept: it was chosen, or
 * shared, as it is. It is text, not a module, because it must not wait for one; its hash is
 * allowed by firebase.json's Content-Security-Policy (a test keeps the two in step), and it reads
 * `localStorage`, `location` and `document` by name only, so a test can hand it others.
 */
export const LANGUAGE_REDIRECT_SCRIPT = `try {
  const saved = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.language)});
  const path = location.pathname;
  const prefixed = /^\\/(${PREFIXED_LANGUAGES.join('|')})(\\/|$)/;
  if (saved && ${JSON.stringify(PREFIXED_LANGUAGES)}.indexOf(saved) >= 0 && !prefixed.test(path)) {
    const target = '/' + saved + (path === '/' ? '' : path) + location.search + location.hash;
    document.documentElement.setAttribute(${JSON.stringify(LEAVING_ATTRIBUTE)}, target);
    document.documentElement.style.visibility = 'hidden';
    location.replace(target);
  }
} catch (error) {}`;
