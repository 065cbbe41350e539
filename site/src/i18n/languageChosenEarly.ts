import type { i18n as I18n } from 'i18next';
import { handOverPage, languageChosenEarly } from './earlyChoice';
import { languageOfPath, localizedPath } from './languagePaths';
import { adoptLanguage, languageReady } from './translations';

/**
 * A language chosen in the list before the app was there, applied before the app first renders.
 * The boot script may have shown the page at that language's address already (earlyLanguage.ts):
 * the app then starts in its language and hydrates it. Otherwise, when the language's file and
 * faces can be had, the app renders the page at that address at once, instead of hydrating the
 * page in its own language and switching after; when they cannot (its file failed), the page is
 * hydrated as it is, and the choice replayed like any early input reports the failure.
 */
export async function applyLanguageChosenEarly(i18n: I18n): Promise<void> {
  const shown = await handOverPage();
  const { pathname, search, hash } = window.location;
  const choice = shown ? languageOfPath(pathname) : languageChosenEarly();
  if (!choice || (!shown && choice === i18n.language)) return;
  try {
    await languageReady(i18n, choice);
  } catch (error) {
    // The page in the language is shown: the app cannot hydrate it in another.
    if (shown) throw error;
    return;
  }
  // Remembered even where the app started in it (the page was shown before it ran).
  await adoptLanguage(i18n, choice);
  if (!shown)
    window.history.pushState(null, '', `${localizedPath(choice, pathname)}${search}${hash}`);
}
