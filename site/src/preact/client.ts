// `react-dom/client` in the site's build.
import { createRoot } from 'preact/compat/client';
import type { ComponentChild } from 'preact';
import { hydrate } from 'preact/compat';
import { whileHydrating } from './hydration';

export { createRoot };

export function hydrateRoot(container: Element, children: ComponentChild) {
  whileHydrating(() => hydrate(children, container));
  return createRoot(container);
}
