import { isLanguage, type Language } from './languages';

// A language chosen in the list before the app is there is noted on the page itself, where the
// app reads it when it starts (as it reads the instant the page was filled with: data-now-instant).
// The boot script and the app share this module, and with it the page in the chosen language.

let pageInChoice: Promise<boolean> = Promise.resolve(false);
let handedOver = false;

/** Notes the language chosen while the app is on its way (the boot script). */
export const noteLanguageChosenEarly = (language: Language) => {
  document.documentElement.dataset.languageChosenEarly = language;
};

/** The language last chosen in the list while the app was on its way, if any (the app). */
export function languageChosenEarly(): Language | undefined {
  const noted = document.documentElement.dataset.languageChosenEarly;
  return noted !== undefined && isLanguage(noted) ? noted : undefined;
}

/**
 * Replaces the page by the same page in the chosen language while the app is on its way (the boot
 * script): `show` starts at once and resolves once it has replaced it, or to false. Nothing is
 * asked for once the app has the page, and `show` replaces nothing once `stillWanted` says no.
 */
export function showPageInChoice(show: (stillWanted: () => boolean) => Promise<boolean>): void {
  if (handedOver) return;
  const shown = show(() => !handedOver);
  pageInChoice = shown.catch(() => false);
}

/**
 * Takes the page for the app: resolves, once the latest page asked for is in or given up, to
 * whether the page was replaced by one in the chosen language (the app hydrates it as it is).
 */
export async function handOverPage(): Promise<boolean> {
  const shown = await pageInChoice;
  handedOver = true;
  return shown;
}
