import type { LocalizedText } from './schema';

/** The text in the page's language, or in English where the owner has not written that one. */
export function localize(text: LocalizedText, language: string): string {
  return text[language as keyof LocalizedText] ?? text.en;
}
