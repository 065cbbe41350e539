import type { ScriptFont } from '@portfolio/ui/fonts';

export const LANGUAGES = ['en', 'my', 'zh', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as a visitor looks for it in a list. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  my: 'မြန်မာ',
  zh: '中文',
  ko: '한국어',
};

/** The sets the site's strings come in (see stringSets.ts). */
export type StringSet = 'translation' | 'legal';

/**
 * Where a language's strings are served from (public/assets/i18n), the pages' own or another set
 * (see stringSets.ts); the build passes its base.
 */
export const translationsUrl = (
  language: string,
  set: StringSet = 'translation',
  base = import.meta.env.BASE_URL,
) => `${base}assets/i18n/${set === 'translation' ? '' : `${set}/`}${language}.json`;

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The face each language needs beyond the Latin one. */
export const SCRIPT_FONTS: Record<Language, ScriptFont | undefined> = {
  en: undefined,
  my: 'myanmar',
  zh: 'chinese',
  ko: 'korean',
};
