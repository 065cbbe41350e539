import { STORAGE_KEYS, storage } from '../browser/storage';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages';
import { languageOfPath, localizedPath } from '../navigation/languagePaths';

/**
 * Sends a visitor who chose another language on an earlier visit from an English address to the
 * same page at their language's (`/me` → `/my/me`), before the English page is painted. Returns
 * whether it did. An address in another language is kept: it was chosen, or shared, as it is.
 */
export function redirectToSavedLanguage(): boolean {
  const saved = storage.get(STORAGE_KEYS.language);
  const { pathname, search, hash } = window.location;
  if (!saved || !isLanguage(saved) || saved === DEFAULT_LANGUAGE) return false;
  if (languageOfPath(pathname) !== DEFAULT_LANGUAGE) return false;
  window.location.replace(`${localizedPath(saved, pathname)}${search}${hash}`);
  // The English page would be painted while the other loads.
  document.documentElement.style.visibility = 'hidden';
  return true;
}
