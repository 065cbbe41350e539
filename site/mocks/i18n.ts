import i18next from 'i18next';
import en from '../public/assets/i18n/en.json';
import ko from '../public/assets/i18n/ko.json';
import my from '../public/assets/i18n/my.json';
import zh from '../public/assets/i18n/zh.json';

const translations = { en, my, zh, ko };

/** The site's translations, bundled: page stories render without fetching them. */
export const storyI18n = i18next.createInstance({
  resources: Object.fromEntries(
    Object.entries(translations).map(([lng, translation]) => [lng, { translation }]),
  ),
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});
void storyI18n.init();
