import { languageFacts, LANGUAGES, type Language } from '../../src/i18n/languages';

/** Open Graph's locale of each language. */
const OG_LOCALES = languageFacts('ogLocale');

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface PageHead {
  language: Language;
  /** The document's title, and the page's own (a link preview shows it without the site's name). */
  title: string;
  pageTitle: string;
  description: string;
  siteName: string;
  /** Absolute URLs: the canonical page, the same page in each language, its preview card. */
  url: string;
  alternates: Record<Language, string>;
  image: { url: string; alt: string };
}

/** What a page's head says to search engines and link previews, in the page's language. */
export function headTags(head: PageHead): string[] {
  const { language, alternates, image } = head;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${head.url}" />`,
    ...LANGUAGES.map(
      (other) => `<link rel="alternate" hreflang="${other}" href="${alternates[other]}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${alternates.en}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.pageTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:locale', OG_LOCALES[language]),
    ...LANGUAGES.filter((other) => other !== language).map((other) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[other]),
    ),
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.pageTitle),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
  ];
}
