import { languageFacesReady } from '../i18n/scriptFaces';
import { isLanguage, translationsUrl } from '../i18n/languages';

/** The language list: a select whose every option is one of the site's languages. */
const languageChosenIn = (target: EventTarget | null) =>
  target instanceof HTMLSelectElement &&
  [...target.options].every((option) => isLanguage(option.value))
    ? target.value
    : undefined;

/**
 * While the app is still on its way, a language chosen in the list starts loading its file and
 * its script's faces at once, beside the app, instead of when the app replays the choice (the
 * faces alone take half a second on a slow network). Returns what stops listening.
 */
export function loadLanguagesChosenEarly(): () => void {
  const onChange = (event: Event) => {
    const language = languageChosenIn(event.target);
    if (!language) return;
    // Fetched as i18next will ask for it, so its request takes this one's answer.
    const strings = Object.assign(document.createElement('link'), {
      rel: 'preload',
      as: 'fetch',
      crossOrigin: 'anonymous',
      href: translationsUrl(language),
    });
    document.head.append(strings);
    void languageFacesReady(language);
  };
  document.addEventListener('change', onChange, true);
  return () => document.removeEventListener('change', onChange, true);
}
