import i18n from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { PATIENCE_MS } from '../network/deadline';
import { languageOfPath } from './languagePaths';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';
import { languageFacesReady } from './scriptFaces';
import { LEGAL_STRINGS, type StringSet, stringSetsAt } from './stringSets';
import { hasTranslations, TranslationsError } from './translations';
import { stringsUrl } from './stringsUrl';

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/**
 * Starts in the language of the page's address (as it was prerendered), with the sets of strings
 * the page shows and its script's faces in. Files come per language and set (see stringsUrl.ts);
 * rejects with a `TranslationsError` when the first ones cannot be had.
 */
export const i18nReady = i18n
  .use(HttpBackend)
  .use(initReactI18next)
  .init<HttpBackendOptions>({
    lng: languageOfPath(window.location.pathname),
    ns: stringSetsAt(window.location.pathname),
    fallbackNS: LEGAL_STRINGS,
    supportedLngs: LANGUAGES,
    // Every language has every key (translations.test.ts), so a page fetches its own file only.
    fallbackLng: false,
    load: 'currentOnly',
    backend: {
      loadPath: ([language]: string[], [set]: string[]) =>
        stringsUrl(language ?? DEFAULT_LANGUAGE, set as StringSet) ?? '',
      requestOptions: () => ({ signal: AbortSignal.timeout(PATIENCE_MS) }),
    },
    // A failed file is reported at once; the visitor's Retry asks again.
    maxRetries: 0,
    interpolation: { escapeValue: false },
    // Rendering starts only once the language's file is in (see start.tsx).
    react: { useSuspense: false },
  })
  .then(async () => {
    if (!hasTranslations(i18n, i18n.language)) throw new TranslationsError(i18n.language);
    await languageFacesReady(i18n.language);
  });

// start.tsx awaits it once the site's modules are in, a task or more later: a quick failure is
// reported there, not first as an unhandled rejection.
i18nReady.catch(() => undefined);

export { i18n };
