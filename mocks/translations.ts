import en from './fixtures/strings/en.json';
import ko from './fixtures/strings/ko.json';
import my from './fixtures/strings/my.json';
import zh from './fixtures/strings/zh.json';

export const translations = { en, my, zh, ko } as const;
export type StoryLocale = keyof typeof translations;
export type StoryT = ((key: string) => string) & { locale: StoryLocale };

function lookup(tree: unknown, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  return typeof value === 'string' ? value : undefined;
}

/** The fixture strings (the site's words, in four languages) for library stories' text props. */
export function storyT(locale: string): StoryT {
  const known = (locale in translations ? locale : 'en') as StoryLocale;
  const dictionary = translations[known];
  return Object.assign((key: string) => lookup(dictionary, key) ?? lookup(en, key) ?? key, {
    locale: known,
  });
}

/** Fills `{{name}}` placeholders in every string of a translated tree, as i18next does. */
export function interpolate<T>(tree: T, values: Record<string, string>): T {
  const fill = (node: unknown): unknown => {
    if (typeof node === 'string')
      return node.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
    if (Array.isArray(node)) return node.map(fill);
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, fill(v)]));
    return node;
  };
  return fill(tree) as T;
}
