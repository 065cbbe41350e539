import i18n from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, storage } from '../browser/storage';
import { PATIENCE_MS } from '../network/deadline';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from './languages';
import { languageFacesReady } from './scriptFaces';
import { hasTranslations, TranslationsError } from './translations';

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** The language the visitor chose on an earlier visit, if any. */
function savedLanguage(): string | undefined {
  const saved = storage.get(STORAGE_KEYS.language);
  return saved && isLanguage(saved) ? saved : undefined;
}

/**
 * Starts in the language the visitor chose on an earlier visit, else in English (as the
 * prerendered pages are), with its script's faces in, and remembers every later choice. Files come per language from
 * /assets/i18n; rejects with a `TranslationsError` when the first one cannot be had.
 */
export const i18nReady = i18n
  .use(HttpBackend)
  .use(initReactI18next)
  .init<HttpBackendOptions>({
    lng: savedLanguage() ?? DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'currentOnly',
    backend: {
      loadPath: `${import.meta.env.BASE_URL}assets/i18n/{{lng}}.json`,
      requestOptions: () => ({ signal: AbortSignal.timeout(PATIENCE_MS) }),
    },
    // A failed file is reported at once; the visitor's Retry asks again.
    maxRetries: 0,
    interpolation: { escapeValue: false },
    // Rendering starts only once the language's file is in (see main.tsx).
    react: { useSuspense: false },
  })
  .then(async () => {
    if (!hasTranslations(i18n, i18n.language)) throw new TranslationsError(i18n.language);
    await languageFacesReady(i18n.language);
    i18n.on('languageChanged', (language) => storage.set(STORAGE_KEYS.language, language));
  });

export { i18n };
