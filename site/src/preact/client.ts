// `react-dom/client` in the site's build.
import { createRoot } from 'preact/compat/client';
import type { ComponentChild } from 'preact';
import { hydrate } from 'preact/compat';
import { hydrateInTurns } from '../hydration/turns';

export { createRoot };

/** Hydrates in turns (see InTurn), where React would hydrate concurrently. */
export function hydrateRoot(container: Element, children: ComponentChild) {
  hydrateInTurns(() => hydrate(children, container));
  return createRoot(container);
}
