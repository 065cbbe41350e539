import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../public/assets/i18n/en.json';
import { DEFAULT_LANGUAGE } from './languages';

/** English, bundled: prerendered pages are in English and need no fetch. */
export const serverI18n = i18next.createInstance({
  lng: DEFAULT_LANGUAGE,
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
void serverI18n.use(initReactI18next).init();
