import type { IconName } from '@portfolio/ui';
import { LANGUAGES, type Language } from '../i18n/languages';
import { localizedPath } from '../i18n/languagePaths';
import type { TranslationKey } from '../i18n/keys';
import { descriptionKey, PAGES, titleKey, type Page } from './pages';
import { paths } from './paths';
import { ROOT_SPACES, SPACES, spaceScreen, type Space, type SpaceName } from './spaces';

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

const pageMeta = (page: (typeof PAGES)[number], path = page.path): PageMeta => ({
  path,
  titleKey: titleKey(page),
  descriptionKey: descriptionKey(page.name),
  module: page.screen.module,
  icon: page.icon,
});

/** A page at its own path, then at each of its aliases. */
const withAliases = (page: (typeof PAGES)[number]): PageMeta[] => [
  pageMeta(page),
  ...((page as Page).aliases ?? []).map((alias) => ({
    ...pageMeta(page, alias),
    aliasOf: page.path,
  })),
];

const spacePage = (space: Space & { name: SpaceName }, path: string): PageMeta => ({
  path,
  titleKey: `pages.${space.name}`,
  descriptionKey: `page_meta.space.${space.name}`,
  module: spaceScreen(space).module,
  ...(space.hubIcon ? { icon: space.hubIcon } : {}),
  ...(space.eager ? { eager: true } : {}),
  ...(space.toasts ? { toasts: true } : {}),
});

const appPageEntries = PAGES.filter((page: Page) => page.perApp);

/** Every page of the site's own that is rendered to HTML at build time, with what its head says. */
export const STATIC_PAGES: PageMeta[] = [
  ...PAGES.filter((page: Page) => !page.perApp).flatMap(withAliases),
  ...SPACES.map((space) => spacePage(space, paths.space(space.name))),
  ...ROOT_SPACES.map((space) => ({
    ...spacePage(space, paths.rootSpace(space.name)),
    aliasOf: paths.space(space.name),
  })),
];

/**
 * The pages of each app known at build time (see site/scripts/buildContent.ts): its privacy
 * policy and terms; links have none, and apps added in Firestore after the build are served the
 * app shell until the next deploy.
 */
export const appPages = (cards: { app_id?: number; title: string }[]): PageMeta[] =>
  cards.flatMap(({ app_id, title }) =>
    app_id === undefined
      ? []
      : appPageEntries.map((page) => ({
          ...pageMeta(page, page.path.replace(':id', String(app_id))),
          values: { app: title },
        })),
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
