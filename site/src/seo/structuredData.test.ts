import { describe, expect, it } from 'vitest';
import { owner } from '../content/owner';
import { LANGUAGES } from '../i18n/languages';
import { jsonLdScript, personJsonLd, websiteJsonLd, type JsonLdNode } from './structuredData';

const SITE = 'https://example.com/';

/** The JSON inside a script tag, as a browser's parser leaves it. */
function parsedScript(html: string): unknown {
  document.body.innerHTML = html;
  const scripts = document.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]?.textContent ?? '');
}

describe('personJsonLd', () => {
  it('describes the owner in the page language', () => {
    const person = personJsonLd('my', SITE);
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': 'https://example.com/#person',
      name: owner.name,
      jobTitle: owner.role.my,
      email: `mailto:${owner.email}`,
      url: 'https://example.com/my/me',
      sameAs: Object.values(owner.links),
      homeLocation: {
        address: {
          '@type': 'PostalAddress',
          addressLocality: owner.city.my,
          addressCountry: 'MM',
        },
      },
    });
    expect(personJsonLd('en', SITE).url).toBe('https://example.com/me');
  });

  it('is the same person in every language', () => {
    const ids = new Set(LANGUAGES.map((language) => personJsonLd(language, SITE)['@id']));
    expect(ids.size).toBe(1);
  });
});

describe('websiteJsonLd', () => {
  it('gives the English site its translations', () => {
    const site = websiteJsonLd('en', SITE);
    expect(site).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: owner.name,
      url: 'https://example.com/',
      inLanguage: 'en',
      author: { '@id': 'https://example.com/#person' },
    });
    expect((site.workTranslation as JsonLdNode[]).map(({ url }) => url)).toEqual([
      'https://example.com/my',
      'https://example.com/zh',
      'https://example.com/ko',
    ]);
  });

  it('links a translation to the English site', () => {
    expect(websiteJsonLd('ko', SITE)).toMatchObject({
      '@id': 'https://example.com/ko#website',
      url: 'https://example.com/ko',
      inLanguage: 'ko',
      translationOfWork: { '@id': 'https://example.com/#website', url: 'https://example.com/' },
    });
  });
});

describe('jsonLdScript', () => {
  it('holds valid JSON-LD for the nodes', () => {
    const nodes = [personJsonLd('zh', SITE), websiteJsonLd('zh', SITE)];
    expect(parsedScript(jsonLdScript(nodes))).toEqual(nodes);
  });

  it('keeps a closing tag in the text inside the script', () => {
    const name = 'Mallory</script><script>alert(1)</script><!--';
    const html = jsonLdScript({ '@context': 'https://schema.org', '@type': 'Person', name });
    expect(html).not.toMatch(/<\/script>.*<\/script>/);
    expect(html).not.toContain('<!--');
    expect(parsedScript(html)).toMatchObject({ name });
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });
});
