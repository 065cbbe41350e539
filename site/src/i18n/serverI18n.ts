import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bundledStrings } from './bundledStrings';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { LEGAL_STRINGS } from './stringSets';

/** Every language, bundled: pages are prerendered in each, with no fetch. */
const serverI18n = i18next.createInstance({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  fallbackNS: LEGAL_STRINGS,
  resources: bundledStrings,
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
