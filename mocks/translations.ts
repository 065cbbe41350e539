import en from '../site/public/assets/i18n/en.json';
import ko from '../site/public/assets/i18n/ko.json';
import my from '../site/public/assets/i18n/my.json';
import zh from '../site/public/assets/i18n/zh.json';

export const translations = { en, my, zh, ko } as const;
export type StoryLocale = keyof typeof translations;
export type StoryT = (key: string) => string;

function lookup(tree: unknown, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  return typeof value === 'string' ? value : undefined;
}

/** The site's own translations, for stories of library components that take text as props. */
export function storyT(locale: string): StoryT {
  const dictionary = translations[locale as StoryLocale] ?? en;
  return (key) => lookup(dictionary, key) ?? lookup(en, key) ?? key;
}
