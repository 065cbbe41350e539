import type { IconName } from '@portfolio/ui';
import { LANGUAGES, type Language } from '../i18n/languages';
import { localizedPath } from '../i18n/languagePaths';
import { paths } from '../navigation/paths';
import type { TranslationKey } from '../i18n/keys';
import { ROOT_SPACES, SPACES, type Space, type SpaceName } from '../navigation/spaces';
import { SCREENS, spaceScreen, type Screen } from './screens';

export interface PageMeta {
  path: string;
  /** Translation key of the page's title. */
  titleKey: TranslationKey;
  /** Translation key of its description, for search results and link previews. */
  descriptionKey: TranslationKey;
  /** What the title and the description are filled with (an app's name). */
  values?: { app: string };
  /** The screen's module, whose chunk the page preloads. */
  module: string;
  /**
   * The page is not whole without the app (its figures come from a service or the clock): the
   * app starts at once instead of when the browser is idle.
   */
  eager?: boolean;
  /** Its taps answer with toasts: the page preloads the toasts' library with its app. */
  toasts?: boolean;
  /** The page repeats another path's screen (an alias of the design): that path is canonical. */
  aliasOf?: string;
  /** Drawn on its link preview card (a space's is its hub icon). */
  icon?: IconName;
}

/** A page at its address in one language (`/my/me`; its alias, if any, is in the same language). */
export interface LocalizedPage extends PageMeta {
  language: Language;
}

const page = (
  path: string,
  titleKey: TranslationKey,
  screen: Screen,
  descriptionKey: TranslationKey,
  icon?: IconName,
): PageMeta => ({
  path,
  titleKey,
  descriptionKey,
  module: screen.module,
  ...(icon ? { icon } : {}),
});

const spacePage = (space: Space & { name: SpaceName }, path: string): PageMeta => ({
  ...page(
    path,
    `pages.${space.name}`,
    spaceScreen(space),
    `page_meta.space.${space.name}`,
    space.hubIcon,
  ),
  ...(space.eager ? { eager: true } : {}),
  ...(space.toasts ? { toasts: true } : {}),
});

/** Every page of the site's own that is rendered to HTML at build time, with what its head says. */
export const STATIC_PAGES: PageMeta[] = [
  page(paths.home, 'pages.hello', SCREENS.hello, 'page_meta.hello', 'hand'),
  {
    ...page(paths.hello, 'pages.hello', SCREENS.hello, 'page_meta.hello', 'hand'),
    aliasOf: paths.home,
  },
  page(paths.me, 'pages.me', SCREENS.me, 'page_meta.me', 'person-standing'),
  page(paths.contact, 'pages.contact', SCREENS.contact, 'page_meta.contact', 'mail'),
  page(paths.privacy, 'pages.privacy', SCREENS.privacy, 'page_meta.privacy', 'shield'),
  page(paths.terms, 'pages.terms', SCREENS.terms, 'page_meta.terms', 'book-open'),
  page(paths.spaces, 'pages.spaces', SCREENS.spaces, 'page_meta.spaces', 'layout-grid'),
  ...SPACES.map((space) => spacePage(space, paths.space(space.name))),
  ...ROOT_SPACES.map((space) => ({
    ...spacePage(space, paths.rootSpace(space.name)),
    aliasOf: paths.space(space.name),
  })),
];

/**
 * The privacy and terms pages of each app known at build time (see site/scripts/buildContent.ts);
 * links have none, and apps added in Firestore after the build are served the app shell until
 * the next deploy.
 */
export const appPages = (cards: { app_id?: number; title: string }[]): PageMeta[] =>
  cards.flatMap(({ app_id, title }) =>
    app_id === undefined
      ? []
      : [
          {
            ...page(
              paths.appPrivacy(app_id),
              'legal.app_privacy.title',
              SCREENS.appPrivacy,
              'page_meta.app_privacy',
              'shield',
            ),
            values: { app: title },
          },
          {
            ...page(
              paths.appTerms(app_id),
              'legal.app_terms.title',
              SCREENS.appTerms,
              'page_meta.app_terms',
              'book-open',
            ),
            values: { app: title },
          },
        ],
  );

/** Every page in every language, at its address there (English at the root, `/my/…`, …). */
export const inEveryLanguage = (pages: PageMeta[]): LocalizedPage[] =>
  LANGUAGES.flatMap((language) =>
    pages.map((page) => ({
      ...page,
      language,
      path: localizedPath(language, page.path),
      ...(page.aliasOf ? { aliasOf: localizedPath(language, page.aliasOf) } : {}),
    })),
  );
