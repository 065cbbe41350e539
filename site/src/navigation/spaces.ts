/**
 * The Spaces, in the hub's order. Each entry is everything the site knows about a space; the
 * routes, the page heads, the hub, the prerender, the sitemap, the bench and the end-to-end
 * route lists all read it. It imports nothing at run time, so Node scripts can read it too.
 *
 * A space named `n` is served at `/spaces/n`, its screen is the export `screen` of
 * `src/spaces/n/<screen>.tsx`, and its strings are `pages.n` (its title) and, with a hub
 * entry, `spaces_hub.links.n`.
 */
import type { IconName } from '@portfolio/ui';

export interface Space {
  readonly name: string;
  readonly screen: string;
  /** For search results and link previews (English, as the prerendered pages are). */
  readonly description: string;
  /** The hub's icon; a space without one has no hub link. */
  readonly hubIcon?: IconName;
  /** Also served at `/<name>` (the design's root group). */
  readonly rootAlias?: boolean;
  /** Its figures need the app (a service or the clock): the app starts at once, not when idle. */
  readonly eager?: boolean;
}

export const SPACES = [
  {
    name: 'sun',
    screen: 'SunPage',
    description: 'Sunrise, sunset and twilight in Yangon today.',
    hubIcon: 'sun',
    eager: true,
  },
  {
    name: 'star',
    screen: 'StarPage',
    description: 'Five stars to steer by: brave, self-reliance, walk, dream and fly.',
    hubIcon: 'star',
  },
  {
    name: 'moon',
    screen: 'MoonPage',
    description: 'The moon’s cycle day by day, with today’s phase.',
    hubIcon: 'moon',
    rootAlias: true,
    eager: true,
  },
  {
    name: 'garden',
    screen: 'GardenPage',
    description: 'Thirteen flowers and friends from the garden, each with a short motto.',
    hubIcon: 'flower',
  },
  {
    name: 'heart',
    screen: 'HeartPage',
    description: 'An A to Z of kind words.',
    hubIcon: 'heart',
  },
  {
    name: 'time',
    screen: 'TimePage',
    description: 'A live 3D clock and the nine parts of the day.',
    hubIcon: 'clock',
    rootAlias: true,
    eager: true,
  },
  {
    name: 'appgallery',
    screen: 'AppGalleryPage',
    description: 'Apps by a full-stack developer from Yangon, and where to find the code.',
    hubIcon: 'layout-grid',
    rootAlias: true,
  },
  {
    name: 'bookmark',
    screen: 'BookmarkPage',
    description: 'Saved quotes in English, Myanmar, Chinese and Korean.',
  },
] as const satisfies readonly Space[];

export type SpaceName = (typeof SPACES)[number]['name'];

/** The screen's module as the build's manifest names it (site-relative). */
export const screenModule = (space: Space) => `src/spaces/${space.name}/${space.screen}.tsx`;

type SpaceEntry = (typeof SPACES)[number];

/** The spaces the root group serves at `/<name>` as well. */
export const ROOT_SPACES = SPACES.filter((space: Space) => space.rootAlias === true);

/** The spaces the hub links to, in its order. */
export const HUB_SPACES = SPACES.filter(
  (space: Space): space is Extract<SpaceEntry, { hubIcon: string }> => space.hubIcon !== undefined,
);
