import { matchRoutes, type RouteObject } from 'react-router-dom';
import { screenLoad } from './lazyScreen';
import type { Screen } from '../navigation/screen';

/** What a route that shows a screen carries (see routes.tsx). */
export interface ScreenHandle {
  handle: { screen: Screen };
}

const screenOf = (route: RouteObject) =>
  (route.handle as ScreenHandle['handle'] | undefined)?.screen;

// Matching ranks every route it is given afresh: a path's screen is looked up once.
const screensByPath = new WeakMap<RouteObject[], Map<string, Screen | undefined>>();

/** The screen a path shows, if it shows one (redirects do not). */
export function screenAt(routes: RouteObject[], pathname: string): Screen | undefined {
  let screens = screensByPath.get(routes);
  if (!screens) screensByPath.set(routes, (screens = new Map()));
  if (!screens.has(pathname)) {
    const route = matchRoutes(routes, pathname)?.at(-1)?.route;
    screens.set(pathname, route && screenOf(route));
  }
  return screens.get(pathname);
}

/**
 * Fetches the screen a path shows before the first render, so hydration finds the screen the
 * prerenderer rendered instead of waiting for it. Rejects when it cannot be had.
 */
export async function loadScreenAt(routes: RouteObject[], pathname: string): Promise<void> {
  const screen = screenAt(routes, pathname);
  if (screen) await screenLoad(screen);
}

/** Fetches every screen the routes show (the prerenderer renders them all). */
export async function loadAllScreens(routes: RouteObject[]): Promise<void> {
  const screensIn = (list: RouteObject[]): Screen[] =>
    list.flatMap((route) => {
      const screen = screenOf(route);
      return [...(screen ? [screen] : []), ...screensIn(route.children ?? [])];
    });
  await Promise.all(screensIn(routes).map(screenLoad));
}
