import i18next from 'i18next';
import { translations } from './translations';

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
