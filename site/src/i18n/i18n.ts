import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { loadScriptFont } from '@portfolio/ui/fonts';
import { DEFAULT_LANGUAGE, LANGUAGES, SCRIPT_FONTS, isLanguage } from './languages';

export const LANGUAGE_STORAGE_KEY = 'lang';

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  const script = isLanguage(language) ? SCRIPT_FONTS[language] : undefined;
  if (script) void loadScriptFont(script);
});

void i18n
  .use(HttpBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: LANGUAGES,
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'currentOnly',
    backend: { loadPath: `${import.meta.env.BASE_URL}assets/i18n/{{lng}}.json` },
    // Only an explicit earlier choice counts: a first visit is always in English.
    detection: {
      order: ['localStorage'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    interpolation: { escapeValue: false },
  });

export { i18n };
