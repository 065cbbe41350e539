/**
 * The Spaces, in the hub's order. Each entry is everything the site knows about a space; the
 * routes, the page heads, the hub, the prerender, the sitemap, the bench and the end-to-end
 * route lists all read it. It imports nothing at run time, so Node scripts can read it too.
 *
 * A space named `n` is served at `/spaces/n`, its screen is the export `screen` of
 * `src/spaces/n/<screen>.tsx`, and its strings are `pages.n` (its title),
 * `page_meta.space.n` (its description for search results and link previews) and, with a hub
 * entry, `spaces_hub.links.n`.
 */
import type { IconName } from '@portfolio/ui';
import type { Screen } from './screen';

export interface Space {
  readonly name: string;
  readonly screen: string;
  /** The hub's icon; a space without one has no hub link. */
  readonly hubIcon?: IconName;
  /** Also served at `/<name>` (the design's root group). */
  readonly rootAlias?: boolean;
  /** Its figures need the app (a service or the clock): the app starts at once, not when idle. */
  readonly eager?: boolean;
  /** Its taps answer with toasts: the toasts' library is fetched with the page's app. */
  readonly toasts?: boolean;
}

export const SPACES = [
  {
    name: 'sun',
    screen: 'SunPage',
    hubIcon: 'sun',
    eager: true,
  },
  {
    name: 'star',
    screen: 'StarPage',
    hubIcon: 'star',
    toasts: true,
  },
  {
    name: 'moon',
    screen: 'MoonPage',
    hubIcon: 'moon',
    rootAlias: true,
    eager: true,
    toasts: true,
  },
  {
    name: 'garden',
    screen: 'GardenPage',
    hubIcon: 'flower',
    toasts: true,
  },
  {
    name: 'heart',
    screen: 'HeartPage',
    hubIcon: 'heart',
    toasts: true,
  },
  {
    name: 'time',
    screen: 'TimePage',
    hubIcon: 'clock',
    rootAlias: true,
    eager: true,
  },
  {
    name: 'appgallery',
    screen: 'AppGalleryPage',
    hubIcon: 'layout-grid',
    rootAlias: true,
  },
  {
    name: 'bookmark',
    screen: 'BookmarkPage',
  },
] as const satisfies readonly Space[];

export type SpaceName = (typeof SPACES)[number]['name'];

/** The screen's module as the build's manifest names it (site-relative). */
export const screenModule = (space: Space) => `src/spaces/${space.name}/${space.screen}.tsx`;

export const spaceScreen = (space: Space): Screen => ({
  module: screenModule(space),
  name: space.screen,
});

type SpaceEntry = (typeof SPACES)[number];

/** The spaces the root group serves at `/<name>` as well. */
export const ROOT_SPACES = SPACES.filter((space: Space) => space.rootAlias === true);

/** The spaces the hub links to, in its order. */
export const HUB_SPACES = SPACES.filter(
  (space: Space): space is Extract<SpaceEntry, { hubIcon: string }> => space.hubIcon !== undefined,
);
