import { afterNextPaint } from '../browser/afterNextPaint';
import { noteLanguageChosenEarly, showPageInChoice } from '../i18n/earlyChoice';
import { isLanguage } from '../i18n/languages';
import { localizedPath } from '../i18n/languagePaths';
import { PATIENCE_MS } from '../network/deadline';
import { fetchLanguage } from '../network/heldPreloads';

/** The language list: a select whose every option is one of the site's languages. */
const isLanguageList = (target: EventTarget | null): target is HTMLSelectElement =>
  target instanceof HTMLSelectElement &&
  [...target.options].every((option) => isLanguage(option.value));

/**
 * While the app is still on its way, a language chosen in the list starts loading its file, its
 * script's faces and the page at its address at once, beside the app, and shows that page as soon
 * as they are in: the prerendered page in the language, without waiting for the app (which then
 * hydrates it) or showing its text in the machine's faces. Returns what stops listening.
 */
export function loadLanguagesChosenEarly(): () => void {
  const onChange = (event: Event) => {
    const list = event.target;
    if (!isLanguageList(list) || !isLanguage(list.value)) return;
    const language = list.value;
    noteLanguageChosenEarly(language);
    // The page's links: the faces' files start now (preloaded), not once the app asks for them,
    // and the file is fetched as i18next will ask for it, so its request takes this one's answer.
    fetchLanguage(language);
    showPageInChoice(async (stillWanted) => {
      const address = `${localizedPath(language, window.location.pathname)}${window.location.search}`;
      // Parsed by the browser as it comes: a string of HTML parsed by a script would need a
      // policy of the Content-Security-Policy's Trusted Types.
      const page = new XMLHttpRequest();
      page.open('GET', address);
      page.responseType = 'document';
      page.timeout = PATIENCE_MS;
      page.send();
      // Its code after the list shows the choice: the key that made it waits for nothing more.
      await afterNextPaint();
      const { showPageIn } = await import('./pageInLanguage');
      return showPageIn({ language, address, list }, page, stillWanted);
    });
  };
  document.addEventListener('change', onChange, true);
  return () => document.removeEventListener('change', onChange, true);
}
