import type { ScriptFont } from '@portfolio/ui/fonts';

interface LanguageRow {
  /** The language named in itself, as a visitor looks for it in a list. */
  readonly name: string;
  /** Its code among a bookmark's languages in the store (firestore.rules, the Bookmarks page). */
  readonly bookmark: string;
  /** Open Graph's locale, for link previews. */
  readonly ogLocale: string;
  /** The face it needs beyond the Latin one. */
  readonly script?: ScriptFont;
}

/**
 * The site's languages, one row each, in the language menu's order: the rest of the code derives
 * what it knows of a language from here (see the README's "Add a language"). The first is the
 * default, served at the root (`/me`); every other is served under its code (`/my/me`).
 */
export const LANGUAGE_TABLE = {
  en: { name: 'English', bookmark: 'en', ogLocale: 'en_US' },
  my: { name: 'မြန်မာ', bookmark: 'mm', ogLocale: 'my_MM', script: 'myanmar' },
  zh: { name: '中文', bookmark: 'cn', ogLocale: 'zh_CN', script: 'chinese' },
  ko: { name: '한국어', bookmark: 'kr', ogLocale: 'ko_KR', script: 'korean' },
} as const satisfies Record<string, LanguageRow>;

export type Language = keyof typeof LANGUAGE_TABLE;
export const LANGUAGES = Object.keys(LANGUAGE_TABLE) as Language[];
export const DEFAULT_LANGUAGE = 'en' satisfies Language;

/** One fact of every language, by language: `languageFacts('name').my` is `မြန်မာ`. */
export const languageFacts = <Fact extends keyof LanguageRow>(fact: Fact) =>
  Object.fromEntries(
    LANGUAGES.map((language) => [language, (LANGUAGE_TABLE[language] as LanguageRow)[fact]]),
  ) as Record<Language, LanguageRow[Fact]>;

export const LANGUAGE_NAMES = /* @__PURE__ */ languageFacts('name');

/** The sets the site's strings come in (see stringSets.ts). */
export type StringSet = 'translation' | 'legal';

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The face each language needs beyond the Latin one. */
export const SCRIPT_FONTS = /* @__PURE__ */ languageFacts('script');
