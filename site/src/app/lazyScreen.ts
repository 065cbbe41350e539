import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PATIENCE_MS, withDeadline } from '../network/deadline';
import type { Screen } from './screens';

/** Every screen module, each its own chunk, keyed as the manifest names them (`src/…`). */
const modules = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, ComponentType>>([
      '../pages/**/*Page.tsx',
      '../spaces/SpacesPage.tsx',
      '../spaces/*/*Page.tsx',
    ]),
  ).map(([path, load]) => [path.replace(/^\.\.\//, 'src/'), load]),
);

/** Loads a screen; rejects when its module or export is not there. */
export async function loadScreen({ module, name }: Screen): Promise<ComponentType> {
  const load = modules[module];
  const screen = load && (await load())[name];
  if (!screen) throw new Error(`No screen ${name} in ${module}`);
  return screen;
}

/** A route's `lazy`: the screen's chunk, fetched on the route's first visit, within the deadline. */
export const lazyScreen =
  (screen: Screen): RouteObject['lazy'] =>
  () =>
    withDeadline(loadScreen(screen), PATIENCE_MS, 'The screen').then((Component) => ({
      Component,
    }));
