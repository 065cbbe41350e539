import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../languages';

export interface OfferContext {
  /** The language of the page shown. */
  pageLanguage: Language;
  /** The browser's languages, most preferred first (`navigator.languages`). */
  preferred: readonly string[];
  /** The language the visitor chose on the site before, if any. */
  saved: string | null;
  /** Whether the visitor answered an offer before (took it or dismissed it). */
  answered: boolean;
}

/** The site's language a browser's language tag names (`zh-Hans-CN` → `zh`), if any. */
function siteLanguageOf(tag: string): Language | undefined {
  const primary = tag.toLowerCase().split('-')[0] ?? '';
  return isLanguage(primary) ? primary : undefined;
}

/**
 * The language to offer a visitor on an English page: the site's language the browser prefers
 * most, when it is not English. None once the visitor chose a language or answered an offer:
 * the site never moves anyone to another language by itself.
 */
export function offeredLanguage({
  pageLanguage,
  preferred,
  saved,
  answered,
}: OfferContext): Language | undefined {
  if (pageLanguage !== DEFAULT_LANGUAGE || saved !== null || answered) return undefined;
  const favourite = preferred.map(siteLanguageOf).find((language) => language !== undefined);
  return favourite === DEFAULT_LANGUAGE ? undefined : favourite;
}
