import { isLanguage, type Language } from './languages';

// A language chosen in the list before the app is there is noted on the page itself, where the
// app reads it when it starts (as it reads the instant the page was filled with: data-now-instant).

/** Notes the language chosen while the app is on its way (the boot script). */
export const noteLanguageChosenEarly = (language: Language) => {
  document.documentElement.dataset.languageChosenEarly = language;
};

/** The language last chosen in the list while the app was on its way, if any (the app). */
export function languageChosenEarly(): Language | undefined {
  const noted = document.documentElement.dataset.languageChosenEarly;
  return noted !== undefined && isLanguage(noted) ? noted : undefined;
}
