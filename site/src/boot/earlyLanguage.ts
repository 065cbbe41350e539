import { noteLanguageChosenEarly } from '../i18n/earlyChoice';
import { isLanguage, type Language } from '../i18n/languages';
import { fetchLanguage } from '../network/heldPreloads';

/** The language list: a select whose every option is one of the site's languages. */
function languageChosenIn(target: EventTarget | null): Language | undefined {
  if (!(target instanceof HTMLSelectElement)) return undefined;
  const { options, value } = target;
  return [...options].every((option) => isLanguage(option.value)) && isLanguage(value)
    ? value
    : undefined;
}

/**
 * While the app is still on its way, a language chosen in the list starts loading its file and
 * its script's faces at once, beside the app, instead of when the app replays the choice (the
 * faces alone take half a second on a slow network). Returns what stops listening.
 */
export function loadLanguagesChosenEarly(): () => void {
  const onChange = (event: Event) => {
    const language = languageChosenIn(event.target);
    if (!language) return;
    noteLanguageChosenEarly(language);
    // The page's links: the faces' files start now (preloaded), not once the app asks for them,
    // and the file is fetched as i18next will ask for it, so its request takes this one's answer.
    fetchLanguage(language);
  };
  document.addEventListener('change', onChange, true);
  return () => document.removeEventListener('change', onChange, true);
}
