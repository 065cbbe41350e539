import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../public/assets/i18n/en.json';
import ko from '../../public/assets/i18n/ko.json';
import my from '../../public/assets/i18n/my.json';
import zh from '../../public/assets/i18n/zh.json';
import { DEFAULT_LANGUAGE, type Language } from './languages';

const resources = { en, my, zh, ko };

/** Every language, bundled: pages are prerendered in each, with no fetch. */
const serverI18n = i18next.createInstance({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: Object.fromEntries(
    Object.entries(resources).map(([language, translation]) => [language, { translation }]),
  ),
  interpolation: { escapeValue: false },
  initAsync: false,
});
void serverI18n.use(initReactI18next).init();

const instances = new Map<Language, I18n>();

/** The i18next instance in `language`, for rendering on the server and writing pages' heads. */
export function serverI18nIn(language: Language): I18n {
  if (!instances.has(language))
    instances.set(language, serverI18n.cloneInstance({ lng: language, initAsync: false }));
  return instances.get(language) as I18n;
}
