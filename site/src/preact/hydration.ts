let hydrating = false;

/** Whether components render over prerendered HTML now: on the server, or while hydrating it. */
export const rendersPrerenderedHtml = () => hydrating || typeof document === 'undefined';

/** Runs `hydrate` with `rendersPrerenderedHtml()` true; Preact hydrates synchronously. */
export function whileHydrating(hydrate: () => void) {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}
