import i18next from 'i18next';
import { bundledStrings } from '../src/i18n/bundledStrings';
import { LEGAL_STRINGS } from '../src/i18n/stringSets';

/** The site's translations, bundled: page stories render without fetching them. */
export const storyI18n = i18next.createInstance({
  resources: bundledStrings,
  lng: 'en',
  fallbackLng: 'en',
  fallbackNS: LEGAL_STRINGS,
  interpolation: { escapeValue: false },
  initAsync: false,
});
void storyI18n.init();
