import type { LocalizedPage } from '../../src/navigation/pageMeta';
import { owner } from '../../src/content/owner';
import { LANGUAGES } from '../../src/i18n/languages';
import { serverI18nIn } from '../../src/i18n/serverI18n';
import { localizedPath, withoutLanguage } from '../../src/i18n/languagePaths';
import { documentTitle } from '../../src/navigation/documentTitle';
import { paths } from '../../src/navigation/paths';
import { jsonLdScript, personJsonLd, websiteJsonLd } from '../../src/seo/structuredData';
import type { PageHead } from './head';

/** A page's link preview card: `/` → /previews/index.png, `/my/me` → /previews/my/me.png. */
export const previewFor = (path: string) => `/previews${path === '/' ? '/index' : path}.png`;

/** What a page's head and preview card say, in its language. */
export function pageHead(page: LocalizedPage, siteUrl: string): PageHead {
  const { t } = serverI18nIn(page.language);
  const canonical = page.aliasOf ?? page.path;
  const pageTitle = t(page.titleKey, page.values ?? {});
  return {
    language: page.language,
    title: documentTitle(pageTitle),
    pageTitle,
    description: t(page.descriptionKey, page.values ?? {}),
    siteName: owner.name,
    url: `${siteUrl}${canonical}`,
    alternates: Object.fromEntries(
      LANGUAGES.map((language) => [language, `${siteUrl}${localizedPath(language, canonical)}`]),
    ) as PageHead['alternates'],
    image: {
      url: `${siteUrl}${previewFor(canonical)}`,
      alt: t('page_meta.preview_alt', { title: pageTitle, name: owner.name }),
    },
  };
}

/** The owner on the landing page and the profile, the site on the landing page. */
export function structuredData({ language, path }: LocalizedPage, siteUrl: string): string[] {
  const page = withoutLanguage(path);
  const person = personJsonLd(language, siteUrl);
  if (page === paths.home) return [jsonLdScript([websiteJsonLd(language, siteUrl), person])];
  return page === paths.readme ? [jsonLdScript(person)] : [];
}
