import { paths, SPACE_NAMES } from './paths';

export interface PageMeta {
  path: string;
  /** Translation key of the page's title. */
  titleKey: string;
  /** For search results and link previews (English, as the prerendered pages are). */
  description: string;
}

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

/** Every page that is rendered to HTML at build time, with what its head says. */
export const PRERENDERED_PAGES: PageMeta[] = [
  {
    path: paths.home,
    titleKey: 'pages.hello',
    description: 'Portfolio of a full-stack app developer from Yangon, Myanmar.',
  },
  {
    path: paths.hello,
    titleKey: 'pages.hello',
    description: 'Portfolio of a full-stack app developer from Yangon, Myanmar.',
  },
  {
    path: paths.me,
    titleKey: 'pages.me',
    description: 'Profile: education, languages, values and a timeline.',
  },
  {
    path: paths.contact,
    titleKey: 'pages.contact',
    description: 'E-mail, phone and map: how to reach the developer.',
  },
  {
    path: paths.privacy,
    titleKey: 'pages.privacy',
    description: 'How this site handles information: it collects almost none.',
  },
  { path: paths.terms, titleKey: 'pages.terms', description: 'The terms of using this website.' },
  {
    path: paths.spaces,
    titleKey: 'pages.spaces',
    description: 'Small corners of the day: sun, star, moon, garden, heart, time.',
  },
  ...SPACE_NAMES.map((name) => ({
    path: paths.space(name),
    titleKey: `pages.${name}`,
    description: spaceDescriptions[name],
  })),
  ...(['appgallery', 'time', 'moon'] as const).map((name) => ({
    path: `/${name}`,
    titleKey: `pages.${name}`,
    description: spaceDescriptions[name],
  })),
];
