// A prerendered page holds some of its links in inert templates (see scripts/prerender), each
// moved into the head, where its links start fetching, once it is wanted: by the boot script
// (the app, the toasts, a language chosen early) or by the app (a language chosen or offered).
import { yieldToInput } from '../browser/yieldToInput';

export const APP_PRELOADS_ID = 'app-preloads';
export const TOASTS_PRELOADS_ID = 'toasts-preloads';
export const languagePreloadsId = (language: string) => `language-preloads-${language}`;

const releases: Record<string, Promise<void>> = {};

/** Whether the page has fetched the file already (a language's strings, fetched once idle). */
const fetched = (href: string) =>
  performance.getEntriesByName(new URL(href, location.href).href).length > 0;

/**
 * Moves the template's links into the head, one a task: starting a fetch takes the main thread
 * a few milliseconds on a slow phone, and the app's dozen links at once made a task a tap right
 * after the first paint had to wait for. A file fetched already is not asked for again. Styles
 * (faces declared) go in together: text drawn between a face's fallback and the face itself
 * would fetch the fallback.
 */
async function moveIntoHead(id: string): Promise<void> {
  const held = document.getElementById(id);
  held?.remove();
  if (!(held instanceof HTMLTemplateElement)) return;
  for (const element of Array.from(held.content.children)) {
    const href = element.getAttribute('href');
    if (href && fetched(href)) continue;
    document.head.append(element);
    if (href) await yieldToInput();
  }
}

/** Releases a template once; resolves when all its links are in the head, for every caller. */
const release = (id: string) => (releases[id] ??= moveIntoHead(id));

/** Starts fetching the app, its screen and its strings, at low priority (once painted). */
export const fetchApp = () => void release(APP_PRELOADS_ID);

/**
 * Starts fetching the toasts' library on a page whose taps answer with toasts, once the app is
 * wanted: it arrives while the app starts, not after it.
 */
export const fetchToasts = () => void release(TOASTS_PRELOADS_ID);

/**
 * Starts fetching what a language chosen on this page needs: its strings and its faces. Resolves
 * once the faces it declares are in the head, where `promotePageFaces` finds them.
 */
export const fetchLanguage = (language: string) => release(languagePreloadsId(language));
