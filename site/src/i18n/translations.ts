import type { i18n as I18n } from 'i18next';
import { STORAGE_KEYS, storage } from '../browser/storage';
import { languageFacesReady } from './scriptFaces';

/** A language's file could not be fetched, or was not a translation file. */
export class TranslationsError extends Error {
  constructor(readonly language: string) {
    super(`The translations for "${language}" could not be loaded.`);
    this.name = 'TranslationsError';
  }
}

/** Whether a language's file is in and is one (an empty or foreign JSON answer is not). */
export const hasTranslations = (i18n: I18n, language: string) =>
  typeof i18n.getResource(language, 'translation', 'nav.label') === 'string';

/**
 * Makes sure `language`'s file is in, asking again for one that failed before. Rejects with a
 * `TranslationsError` when it cannot be had.
 */
export async function loadLanguage(i18n: I18n, language: string): Promise<void> {
  // i18next never asks again for a file that failed once: a reload does.
  if (!hasTranslations(i18n, language)) await i18n.reloadResources(language);
  if (!hasTranslations(i18n, language)) throw new TranslationsError(language);
}

/** Makes sure a language's file and its script's faces are in; rejects as `loadLanguage` does. */
export async function languageReady(i18n: I18n, language: string): Promise<void> {
  await Promise.all([loadLanguage(i18n, language), languageFacesReady(language)]);
}

/** Shows the site in a language whose file and faces are in, and remembers the choice. */
export async function adoptLanguage(i18n: I18n, language: string): Promise<void> {
  storage.set(STORAGE_KEYS.language, language);
  await i18n.changeLanguage(language);
}
