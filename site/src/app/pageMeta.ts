import { paths } from '../navigation/paths';
import type { TranslationKey } from '../i18n/keys';
import { ROOT_SPACES, SPACES, type Space, type SpaceName } from '../navigation/spaces';
import { SCREENS, spaceScreen, type Screen } from './screens';

export interface PageMeta {
  path: string;
  /** Translation key of the page's title, and the values it is filled with (an app's name). */
  titleKey: TranslationKey;
  titleValues?: { app: string };
  /** For search results and link previews (English, as the prerendered pages are). */
  description: string;
  /** The screen's module, whose chunk the page preloads. */
  module: string;
  /**
   * The page is not whole without the app (its figures come from a service or the clock): the
   * app starts at once instead of when the browser is idle.
   */
  eager?: boolean;
  /** The page repeats another path's screen (an alias of the design): that path is canonical. */
  aliasOf?: string;
}

const page = (
  path: string,
  titleKey: TranslationKey,
  screen: Screen,
  description: string,
): PageMeta => ({
  path,
  titleKey,
  module: screen.module,
  description,
});

const spacePage = (space: Space & { name: SpaceName }, path: string): PageMeta => ({
  ...page(path, `pages.${space.name}`, spaceScreen(space), space.description),
  ...(space.eager ? { eager: true } : {}),
});

const HELLO_DESCRIPTION = 'Portfolio of a full-stack app developer from Yangon, Myanmar.';

/** Every page of the site's own that is rendered to HTML at build time, with what its head says. */
export const STATIC_PAGES: PageMeta[] = [
  page(paths.home, 'pages.hello', SCREENS.hello, HELLO_DESCRIPTION),
  { ...page(paths.hello, 'pages.hello', SCREENS.hello, HELLO_DESCRIPTION), aliasOf: paths.home },
  page(paths.me, 'pages.me', SCREENS.me, 'Profile: education, languages, values and a timeline.'),
  page(
    paths.contact,
    'pages.contact',
    SCREENS.contact,
    'E-mail, phone and map: how to reach the developer.',
  ),
  page(
    paths.privacy,
    'pages.privacy',
    SCREENS.privacy,
    'How this site handles information: it collects almost none.',
  ),
  page(paths.terms, 'pages.terms', SCREENS.terms, 'The terms of using this website.'),
  page(
    paths.spaces,
    'pages.spaces',
    SCREENS.spaces,
    'Small corners of the day: the sun, the moon, a garden, a clock and more.',
  ),
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
              `How the app ${title} handles your information.`,
            ),
            titleValues: { app: title },
          },
          {
            ...page(
              paths.appTerms(app_id),
              'legal.app_terms.title',
              SCREENS.appTerms,
              `The terms of using ${title}.`,
            ),
            titleValues: { app: title },
          },
        ],
  );
