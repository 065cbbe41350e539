import type { i18n as I18n } from 'i18next';
import { languageChosenEarly } from './earlyChoice';
import { languageOfPath, localizedPath } from './languagePaths';
import { adoptLanguage, languageReady } from './translations';

/**
 * A language chosen in the list before the app was there, applied before the app first renders
 * when its file and faces can be had: the app then renders the page at that language's address
 * at once, instead of hydrating the page in its own language and switching after. Otherwise (its
 * file failed) the page is hydrated as it is, and the choice replayed like any early input
 * reports the failure.
 */
export async function applyLanguageChosenEarly(i18n: I18n): Promise<void> {
  const choice = languageChosenEarly();
  const { pathname, search, hash } = window.location;
  if (!choice || choice === languageOfPath(pathname)) return;
  try {
    await languageReady(i18n, choice);
  } catch {
    return;
  }
  await adoptLanguage(i18n, choice);
  window.history.pushState(null, '', `${localizedPath(choice, pathname)}${search}${hash}`);
}
