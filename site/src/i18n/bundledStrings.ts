import type { Resource } from 'i18next';
import en from './strings/en.json';
import ko from './strings/ko.json';
import enLegal from './strings/legal/en.json';
import koLegal from './strings/legal/ko.json';
import myLegal from './strings/legal/my.json';
import zhLegal from './strings/legal/zh.json';
import my from './strings/my.json';
import zh from './strings/zh.json';
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
