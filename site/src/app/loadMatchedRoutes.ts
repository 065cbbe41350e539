import { matchRoutes, type RouteObject } from 'react-router-dom';

/** Replaces a route's `lazy` with what it loads, so the route renders without waiting. */
async function resolveLazy(route: RouteObject) {
  if (typeof route.lazy !== 'function') return;
  const loaded = await route.lazy();
  Object.assign(route, loaded, { lazy: undefined });
}

/**
 * Resolves the lazy routes a location matches before the first render, so hydration finds
 * the same screen the prerenderer rendered instead of a loading state.
 */
export async function loadMatchedRoutes(
  routes: RouteObject[],
  location: Pick<Location, 'pathname'>,
) {
  await Promise.all((matchRoutes(routes, location) ?? []).map(({ route }) => resolveLazy(route)));
}

/**
 * Makes a lazy route whose code cannot be had render its error boundary when it is visited:
 * React Router leaves the page empty when `lazy` rejects during a navigation.
 */
export function showLazyFailures(routes: RouteObject[]): void {
  for (const route of routes) {
    const { lazy } = route;
    if (typeof lazy === 'function')
      route.lazy = () =>
        lazy().catch((error: unknown) => ({
          Component: () => {
            throw error;
          },
        }));
    if (route.children) showLazyFailures(route.children);
  }
}

/** Resolves every lazy route (the prerenderer renders them all). */
export async function loadAllRoutes(routes: RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      await resolveLazy(route);
      if (route.children) await loadAllRoutes(route.children);
    }),
  );
}
