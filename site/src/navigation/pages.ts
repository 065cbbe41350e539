/**
 * The site's pages other than the spaces (see spaces.ts), in the navbar's order. Each entry is
 * everything the site knows about a page: the routes, the page heads, the navbar and footer
 * links, the prerender, the sitemap, the offline page and the bench all read it. It imports
 * nothing at run time that loads anything, so Node scripts can read it too.
 *
 * A page named `n` has its title at `pages.n` and its description (for search results and link
 * previews) at `page_meta.n`; its screen is the export `screen.name` of `src/<screen.module>`.
 */
import type { IconName } from '@portfolio/ui';
import type { TranslationKey } from '../i18n/keys';
import { LEGAL_STRINGS } from '../i18n/stringSets';
import { paths } from './paths';
import type { Screen } from './screen';

/** The lists of links a page can be in. */
export type LinkList = 'navbar' | 'footer' | 'legal';

export interface PageLink {
  readonly label: TranslationKey;
  readonly in: readonly LinkList[];
  /** Where the link goes, when not to the page's own path. */
  readonly href?: string;
  /** Route patterns under which the link counts as the current page (the page's paths if not). */
  readonly activeOn?: readonly string[];
}

export interface Page {
  readonly name: string;
  /** Its address in English, the canonical one; `:id` stands for an app's id. */
  readonly path: string;
  readonly screen: Screen;
  /** Drawn on its link preview card. */
  readonly icon: IconName;
  /** Other addresses that show it (the design's aliases). */
  readonly aliases?: readonly string[];
  readonly link?: PageLink;
  /** Its title's key, when not `pages.n` (an app's page names the app). */
  readonly title?: TranslationKey;
  /** One page per app known at build time (its path has `:id`). */
  readonly perApp?: boolean;
}

const legal = (module: string, name: string): Screen => ({ module, name, strings: LEGAL_STRINGS });

export const PAGES = [
  {
    name: 'hello',
    path: paths.home,
    aliases: [paths.hello],
    screen: { module: 'src/pages/hello/HelloPage.tsx', name: 'HelloPage' },
    icon: 'hand',
    link: { label: 'nav.hello', in: ['navbar', 'footer'], href: paths.hello },
  },
  {
    name: 'readme',
    path: paths.readme,
    screen: { module: 'src/pages/ReadmePage.tsx', name: 'ReadmePage' },
    icon: 'person-standing',
    link: { label: 'nav.readme', in: ['navbar', 'footer'] },
  },
  {
    name: 'spaces',
    path: paths.spaces,
    screen: { module: 'src/spaces/SpacesPage.tsx', name: 'SpacesPage' },
    icon: 'layout-grid',
    link: { label: 'nav.spaces', in: ['navbar'], activeOn: [`${paths.spaces}/*`] },
  },
  {
    name: 'contact',
    path: paths.contact,
    screen: { module: 'src/pages/ContactPage.tsx', name: 'ContactPage' },
    icon: 'mail',
    link: { label: 'nav.contact', in: ['navbar', 'footer'] },
  },
  {
    name: 'privacy',
    path: paths.privacy,
    screen: legal('src/pages/legal/PrivacyPage.tsx', 'PrivacyPage'),
    icon: 'shield',
    link: { label: 'footer.privacy', in: ['legal'] },
  },
  {
    name: 'terms',
    path: paths.terms,
    screen: legal('src/pages/legal/TermsPage.tsx', 'TermsPage'),
    icon: 'book-open',
    link: { label: 'footer.terms', in: ['legal'] },
  },
  {
    name: 'app_privacy',
    path: paths.appPrivacy(':id'),
    screen: legal('src/pages/legal/AppLegalPage.tsx', 'AppPrivacyPage'),
    icon: 'shield',
    title: 'legal.app_privacy.title',
    perApp: true,
  },
  {
    name: 'app_terms',
    path: paths.appTerms(':id'),
    screen: legal('src/pages/legal/AppLegalPage.tsx', 'AppTermsPage'),
    icon: 'book-open',
    title: 'legal.app_terms.title',
    perApp: true,
  },
] as const satisfies readonly Page[];

export type PageName = (typeof PAGES)[number]['name'];

export const titleKey = (page: Page & { name: PageName }): TranslationKey =>
  page.title ?? (`pages.${page.name}` as const satisfies TranslationKey);
export const descriptionKey = (name: PageName) =>
  `page_meta.${name}` as const satisfies TranslationKey;
