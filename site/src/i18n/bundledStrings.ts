import type { Resource } from 'i18next';
import en from '../../public/assets/i18n/en.json';
import ko from '../../public/assets/i18n/ko.json';
import enLegal from '../../public/assets/i18n/legal/en.json';
import koLegal from '../../public/assets/i18n/legal/ko.json';
import myLegal from '../../public/assets/i18n/legal/my.json';
import zhLegal from '../../public/assets/i18n/legal/zh.json';
import my from '../../public/assets/i18n/my.json';
import zh from '../../public/assets/i18n/zh.json';
import type { Language } from './languages';
import { LEGAL_STRINGS } from './stringSets';

/**
 * Every language's strings, every set, bundled: for prerendering and stories, which render any
 * page in any language with no fetch. Set up i18next with `fallbackNS: LEGAL_STRINGS`, as the app.
 */
export const bundledStrings: Record<Language, Resource[string]> = {
  en: { translation: en, [LEGAL_STRINGS]: enLegal },
  my: { translation: my, [LEGAL_STRINGS]: myLegal },
  zh: { translation: zh, [LEGAL_STRINGS]: zhLegal },
  ko: { translation: ko, [LEGAL_STRINGS]: koLegal },
};
