// A prerendered page holds some of its links in inert templates (see scripts/prerender), each
// moved into the head, where its links start fetching, once it is wanted: by the boot script
// (the app, the toasts, a language chosen early) or by the app (a language offered).
export const APP_PRELOADS_ID = 'app-preloads';
export const TOASTS_PRELOADS_ID = 'toasts-preloads';
export const languagePreloadsId = (language: string) => `language-preloads-${language}`;

function release(id: string): void {
  const held = document.getElementById(id);
  if (held instanceof HTMLTemplateElement) document.head.append(held.content);
  held?.remove();
}

/** Starts fetching the app, its screen and its strings, at low priority (once painted). */
export const fetchApp = () => release(APP_PRELOADS_ID);

/**
 * Starts fetching the toasts' library on a page whose taps answer with toasts, once the app is
 * wanted: it arrives while the app starts, not after it.
 */
export const fetchToasts = () => release(TOASTS_PRELOADS_ID);

/** Starts fetching what a language chosen on this page needs: its strings and its faces. */
export const fetchLanguage = (language: string) => release(languagePreloadsId(language));
