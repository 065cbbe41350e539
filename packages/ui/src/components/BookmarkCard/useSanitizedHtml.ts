import { useDeferredValue, useMemo, useSyncExternalStore } from 'react';

let sanitize: ((html: string) => string | TrustedHTML) | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

// DOMPurify (16 KB gzip) is fetched when the first card whose quote needs it shows, not with the
// page's code: the prerendered quote is drawn without its link (or as plain text) until then
// anyway.
const load = () =>
  (loading ??= import('./sanitize').then(
    (module) => {
      sanitize = module.sanitizeHtml;
      for (const listener of listeners) listener();
    },
    (error: unknown) => console.warn('Quotes stay without their links: no sanitiser.', error),
  ));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  void load();
  return () => void listeners.delete(listener);
};
const subscribeToNothing = () => () => {};

const isLoaded = () => sanitize !== undefined;
const notLoaded = () => false;

/**
 * `html` sanitised (see sanitizeHtml), or null: while prerendering and hydrating, until the
 * sanitiser has arrived (or if it cannot), and for no `html`, which fetches no sanitiser. The
 * sanitiser's arrival is deferred: each card then sanitises its quote in a render that yields
 * between cards, where the store's update alone sanitised them all in one task (75 ms under 4x
 * CPU for a page of quotes).
 */
export function useSanitizedHtml(html: string | null): string | TrustedHTML | null {
  const loaded = useDeferredValue(
    useSyncExternalStore(html === null ? subscribeToNothing : subscribe, isLoaded, notLoaded),
  );
  return useMemo(
    () => (loaded && html !== null && sanitize ? sanitize(html) : null),
    [loaded, html],
  );
}
