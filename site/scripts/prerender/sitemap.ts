import { LANGUAGES, type Language } from '../../src/i18n/languages';

/** `sitemap.xml`: every page in every language, each naming its alternates (and English as default). */
export function sitemap(pages: { url: string; alternates: Record<Language, string> }[]): string {
  const entries = pages.map(({ url, alternates }) =>
    [
      `  <url>`,
      `    <loc>${url}</loc>`,
      ...LANGUAGES.map(
        (language) =>
          `    <xhtml:link rel="alternate" hreflang="${language}" href="${alternates[language]}" />`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${alternates.en}" />`,
      `  </url>`,
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export const robots = (siteUrl: string) =>
  `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
