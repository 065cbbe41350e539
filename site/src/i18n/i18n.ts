import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { loadScriptFont } from '@portfolio/ui/fonts';
import { STORAGE_KEYS, storage } from '../app/storage';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, SCRIPT_FONTS } from './languages';

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  const script = isLanguage(language) ? SCRIPT_FONTS[language] : undefined;
  if (script) void loadScriptFont(script);
});

/** Starts in English, as the prerendered pages are; files come per language from /assets/i18n. */
export const i18nReady = i18n
  .use(HttpBackend)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'currentOnly',
    backend: { loadPath: `${import.meta.env.BASE_URL}assets/i18n/{{lng}}.json` },
    interpolation: { escapeValue: false },
    // Rendering starts only once the language's file is in (see main.tsx).
    react: { useSuspense: false },
  });

/**
 * After the first render, switch to the language the visitor chose on an earlier visit, and
 * remember every later choice.
 */
export function restoreSavedLanguage() {
  const saved = storage.get(STORAGE_KEYS.language);
  if (saved && isLanguage(saved) && saved !== i18n.language) void i18n.changeLanguage(saved);
  i18n.on('languageChanged', (language) => storage.set(STORAGE_KEYS.language, language));
}

export { i18n };
