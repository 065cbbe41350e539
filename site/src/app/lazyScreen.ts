import type { ComponentType, ReactPromise } from 'react';
import { getI18n } from 'react-i18next';
import { PATIENCE_MS, withDeadline } from '../network/deadline';
import type { Screen } from '../navigation/screen';

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

const loads = new Map<string, ReactPromise<ComponentType>>();

/**
 * A screen's component, fetched once within the deadline: the same promise every time, so a
 * screen loaded before hydration renders at once. A failure stays (the screen's error offers a
 * reload): asking again in the same render would suspend it for ever.
 */
export function screenLoad(screen: Screen): ReactPromise<ComponentType> {
  const key = `${screen.module}#${screen.name}`;
  const known = loads.get(key);
  if (known) return known;
  // Its own strings come with it, so a navigation keeps the page it leaves until both are in;
  // they settle either way (their request has its own deadline), and the screen says if they failed.
  const load = Promise.all([
    withDeadline(loadScreen(screen), PATIENCE_MS, 'The screen'),
    screen.strings && getI18n()?.loadNamespaces(screen.strings),
  ]).then(([component]) => component);
  // Marked as React's `use` expects, so it reads a settled load without suspending.
  load.then(
    (value) => void Object.assign(load, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(load, { status: 'rejected', reason }),
  );
  loads.set(key, load);
  return load;
}
