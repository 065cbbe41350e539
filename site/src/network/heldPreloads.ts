// A prerendered page holds some of its links in inert templates (see scripts/prerender), each
// moved into the head, where its links start fetching, once it is wanted: by the boot script
// (the app, the toasts, a language chosen early) or by the app (a language chosen or offered).
import { afterNextPaint } from '../browser/afterNextPaint';
import { yieldToInput } from '../browser/yieldToInput';

export const APP_PRELOADS_ID = 'app-preloads';
export const TOASTS_PRELOADS_ID = 'toasts-preloads';
export const languagePreloadsId = (language: string) => `language-preloads-${language}`;

const releases: Record<string, Promise<void>> = {};

/**
 * Moves the template's links that are `wanted` into the head, one a task: starting a fetch takes
 * the main thread a few milliseconds on a slow phone, and the app's dozen links at once made a
 * task a tap right after the first paint had to wait for. Then its styles, together (text drawn
 * between a face's fallback and the face itself would fetch the fallback) and after the next
 * paint: faces declared restyle the whole page, and a language chosen would otherwise wait for
 * that before the list showed the choice.
 */
async function moveIntoHead(id: string, wanted: (element: Element) => boolean): Promise<void> {
  const held = document.getElementById(id);
  held?.remove();
  if (!(held instanceof HTMLTemplateElement)) return;
  const elements = Array.from(held.content.children).filter(wanted);
  for (const link of elements.filter((element) => element.hasAttribute('href'))) {
    document.head.append(link);
    await yieldToInput();
  }
  const styles = elements.filter((element) => !element.hasAttribute('href'));
  if (styles.length === 0) return;
  await afterNextPaint();
  document.head.append(...styles);
}

/** Releases a template once; resolves when its links are in the head, for every caller. */
const release = (id: string, wanted: (element: Element) => boolean = () => true) =>
  (releases[id] ??= moveIntoHead(id, wanted));

/** Starts fetching the app, its screen and its strings, at low priority (once painted). */
export const fetchApp = () => void release(APP_PRELOADS_ID);

/**
 * Starts fetching the toasts' library on a page whose taps answer with toasts, once the app is
 * wanted: it arrives while the app starts, not after it.
 */
export const fetchToasts = () => void release(TOASTS_PRELOADS_ID);

/** Starts fetching what a language chosen before the app is there needs: its strings and faces. */
export const fetchLanguage = (language: string) => void release(languagePreloadsId(language));

/**
 * Declares and starts fetching a language's faces cut to the page's text, once the app runs: its
 * strings are left to i18next, whose own request a failed or stalled preload would answer. Resolves
 * once the faces are in the head, where `promotePageFaces` finds them.
 */
export const fetchLanguageFaces = (language: string) =>
  release(languagePreloadsId(language), (element) => element.getAttribute('as') !== 'fetch');
