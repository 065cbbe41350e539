import { owner } from '../content/owner';
import { localize } from '../data/content/localize';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages';
import { localizedPath } from '../i18n/languagePaths';

/** A schema.org node; `schema-dts` is not installed, so the shapes are typed here. */
export interface JsonLdNode {
  '@context'?: 'https://schema.org';
  '@type': string;
  '@id'?: string;
  [property: string]: unknown;
}

const CONTEXT = 'https://schema.org' as const;
/** Myanmar, ISO 3166-1: the owner's country. */
const COUNTRY = 'MM';

const origin = (siteUrl: string) => siteUrl.replace(/\/+$/, '');
const pageUrl = (siteUrl: string, language: Language, path: string) =>
  `${origin(siteUrl)}${localizedPath(language, path)}`;

// One person in every language (one id); a website per language, each the others' translation.
const personId = (siteUrl: string) => `${origin(siteUrl)}/#person`;
const websiteId = (siteUrl: string, language: Language) =>
  `${pageUrl(siteUrl, language, '/')}#website`;

/** The owner, for `/` and `/me` in each language. */
export function personJsonLd(language: Language, siteUrl: string): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    '@id': personId(siteUrl),
    name: owner.name,
    jobTitle: localize(owner.role, language),
    homeLocation: {
      '@type': 'Place',
      name: localize(owner.place, language),
      address: {
        '@type': 'PostalAddress',
        addressLocality: localize(owner.city, language),
        addressCountry: COUNTRY,
      },
    },
    email: `mailto:${owner.email}`,
    url: pageUrl(siteUrl, language, '/me'),
    sameAs: Object.values(owner.links),
  };
}

/**
 * The site in one language, for `/`. The English site is the original and the others its
 * translations, linked both ways so a crawler finds each language from any.
 */
export function websiteJsonLd(language: Language, siteUrl: string): JsonLdNode {
  const site = (lang: Language): JsonLdNode => ({
    '@type': 'WebSite',
    '@id': websiteId(siteUrl, lang),
    url: pageUrl(siteUrl, lang, '/'),
    inLanguage: lang,
  });
  const translations = LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE).map(site);
  return {
    '@context': CONTEXT,
    ...site(language),
    name: owner.name,
    author: { '@id': personId(siteUrl) },
    ...(language === DEFAULT_LANGUAGE
      ? { workTranslation: translations }
      : { translationOfWork: site(DEFAULT_LANGUAGE) }),
  };
}

/**
 * The nodes as one `<script type="application/ld+json">`. `<` is escaped (JSON allows `\u003c`
 * anywhere in a string), so no text in them can close the script or open a comment.
 */
export function jsonLdScript(nodes: JsonLdNode | JsonLdNode[]): string {
  const json = JSON.stringify(nodes).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}
