import { paths, SPACE_NAMES, type SpaceName } from './paths';

export interface PageMeta {
  path: string;
  /** Translation key of the page's title, and the values it is filled with. */
  titleKey: string;
  titleValues?: Record<string, string>;
  /** For search results and link previews (English, as the prerendered pages are). */
  description: string;
  /** The screen's module, whose chunk the page preloads. */
  module: string;
  /**
   * The page is not whole without the app (its figures come from a service or the clock): the
   * app starts at once instead of when the browser is idle.
   */
  eager?: boolean;
}

const SPACE_MODULES: Record<(typeof SPACE_NAMES)[number], string> = {
  garden: 'src/pages/spaces/GardenPage.tsx',
  bookmark: 'src/pages/spaces/BookmarkPage.tsx',
  time: 'src/pages/sky/TimePage.tsx',
  appgallery: 'src/pages/spaces/AppGalleryPage.tsx',
  star: 'src/pages/spaces/StarPage.tsx',
  moon: 'src/pages/sky/MoonPage.tsx',
  sun: 'src/pages/sky/SunPage.tsx',
  heart: 'src/pages/spaces/HeartPage.tsx',
};
const HELLO = 'src/pages/hello/HelloPage.tsx';
const APP_LEGAL = 'src/pages/legal/AppLegalPage.tsx';

/** The spaces whose figures need the app: the sun's times, the moon's day, the clock. */
const EAGER_SPACES = new Set<SpaceName>(['sun', 'moon', 'time']);
const spacePage = (path: string, name: SpaceName): PageMeta => ({
  ...page(path, `pages.${name}`, SPACE_MODULES[name], spaceDescriptions[name]),
  ...(EAGER_SPACES.has(name) ? { eager: true } : {}),
});

const spaceDescriptions: Record<(typeof SPACE_NAMES)[number], string> = {
  garden: 'Thirteen flowers and friends from the garden, each with a short motto.',
  bookmark: 'Saved quotes in English, Myanmar, Chinese and Korean.',
  time: 'A live 3D clock and the nine parts of the day.',
  appgallery: 'Apps by a full-stack developer from Yangon, and where to find the code.',
  star: 'Five stars to steer by: brave, self-reliance, walk, dream and fly.',
  moon: 'The moon’s cycle day by day, with today’s phase.',
  sun: 'Sunrise, sunset and twilight in Yangon today.',
  heart: 'An A to Z of kind words.',
};

const page = (path: string, titleKey: string, module: string, description: string): PageMeta => ({
  path,
  titleKey,
  module,
  description,
});
const HELLO_DESCRIPTION = 'Portfolio of a full-stack app developer from Yangon, Myanmar.';

/** Every page of the site's own that is rendered to HTML at build time, with what its head says. */
export const STATIC_PAGES: PageMeta[] = [
  page(paths.home, 'pages.hello', HELLO, HELLO_DESCRIPTION),
  page(paths.hello, 'pages.hello', HELLO, HELLO_DESCRIPTION),
  page(
    paths.me,
    'pages.me',
    'src/pages/AboutPage.tsx',
    'Profile: education, languages, values and a timeline.',
  ),
  page(
    paths.contact,
    'pages.contact',
    'src/pages/ContactPage.tsx',
    'E-mail, phone and map: how to reach the developer.',
  ),
  page(
    paths.privacy,
    'pages.privacy',
    'src/pages/legal/PrivacyPage.tsx',
    'How this site handles information: it collects almost none.',
  ),
  page(
    paths.terms,
    'pages.terms',
    'src/pages/legal/TermsPage.tsx',
    'The terms of using this website.',
  ),
  page(
    paths.spaces,
    'pages.spaces',
    'src/pages/spaces/SpacesPage.tsx',
    'Small corners of the day: sun, star, moon, garden, heart, time.',
  ),
  ...SPACE_NAMES.map((name) => spacePage(paths.space(name), name)),
  ...(['appgallery', 'time', 'moon'] as const).map((name) => spacePage(`/${name}`, name)),
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
              APP_LEGAL,
              `How the app ${title} handles your information.`,
            ),
            titleValues: { app: title },
          },
          {
            ...page(
              paths.appTerms(app_id),
              'legal.app_terms.title',
              APP_LEGAL,
              `The terms of using ${title}.`,
            ),
            titleValues: { app: title },
          },
        ],
  );
