// A prerendered page holds some of its links in inert templates (see scripts/prerender), each
// moved into the head, where its links start fetching, once it is wanted: by the boot script
// (the app, the toasts, a language chosen early) or by the app (a language offered).
import { yieldToInput } from '../browser/yieldToInput';

export const APP_PRELOADS_ID = 'app-preloads';
export const TOASTS_PRELOADS_ID = 'toasts-preloads';
export const languagePreloadsId = (language: string) => `language-preloads-${language}`;

/**
 * Moves the template's links into the head, one a task: starting a fetch takes the main thread
 * a few milliseconds on a slow phone, and the app's dozen links at once made a task a tap right
 * after the first paint had to wait for.
 */
async function release(id: string): Promise<void> {
  const held = document.getElementById(id);
  held?.remove();
  if (!(held instanceof HTMLTemplateElement)) return;
  for (const link of Array.from(held.content.children)) {
    document.head.append(link);
    await yieldToInput();
  }
}

/** Starts fetching the app, its screen and its strings, at low priority (once painted). */
export const fetchApp = () => void release(APP_PRELOADS_ID);

/**
 * Starts fetching the toasts' library on a page whose taps answer with toasts, once the app is
 * wanted: it arrives while the app starts, not after it.
 */
export const fetchToasts = () => void release(TOASTS_PRELOADS_ID);

/** Starts fetching what a language chosen on this page needs: its strings and its faces. */
export const fetchLanguage = (language: string) => void release(languagePreloadsId(language));
