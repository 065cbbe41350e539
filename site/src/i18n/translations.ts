import type { i18n as I18n } from 'i18next';
import { STORAGE_KEYS, storage } from '../browser/storage';
import { fetchLanguageFaces } from '../network/heldPreloads';
import { languageFacesReady } from './scriptFaces';
import { SET_SAMPLE, type StringSet } from './stringSets';

/** A language's file could not be fetched, or was not a translation file. */
export class TranslationsError extends Error {
  constructor(readonly language: string) {
    super(`The translations for "${language}" could not be loaded.`);
    this.name = 'TranslationsError';
  }
}

/**
 * Whether a language's files are in, one for each set of strings in use, and are what they
 * should be (an empty or foreign JSON answer is not).
 */
export const hasTranslations = (i18n: I18n, language: string) =>
  ([i18n.options.ns ?? []].flat() as StringSet[]).every(
    (set) => typeof i18n.getResource(language, set, SET_SAMPLE[set]) === 'string',
  );

/**
 * Makes sure `language`'s files are in, asking again for those that failed before. Rejects with a
 * `TranslationsError` when they cannot be had.
 */
export async function loadLanguage(i18n: I18n, language: string): Promise<void> {
  // i18next never asks again for a file that failed once: a reload does.
  if (!hasTranslations(i18n, language)) await i18n.reloadResources(language);
  if (!hasTranslations(i18n, language)) throw new TranslationsError(language);
}

/**
 * Makes sure a language's file and its script's faces are in; rejects as `loadLanguage` does. The
 * page's faces for the language go first: cut to the page's text and preloaded, in place of the
 * script's stylesheet, whose faces could only start once it had come.
 */
export async function languageReady(i18n: I18n, language: string): Promise<void> {
  await fetchLanguageFaces(language);
  await Promise.all([loadLanguage(i18n, language), languageFacesReady(language)]);
}

/** Shows the site in a language whose file and faces are in, and remembers the choice. */
export async function adoptLanguage(i18n: I18n, language: string): Promise<void> {
  storage.set(STORAGE_KEYS.language, language);
  await i18n.changeLanguage(language);
}
