import { PATIENCE_MS } from '../../network/deadline';
import { ContentTimeoutError, queryKey, type ContentSource } from './source';

/**
 * `source`, ending a first answer that has not come within `ms` in a `ContentTimeoutError`, so
 * the page says the content could not be had instead of waiting for ever. The subscription
 * stays open: a late answer still arrives.
 */
export function patientSource(source: ContentSource, ms = PATIENCE_MS): ContentSource {
  return {
    kind: source.kind,
    ...(source.read ? { read: source.read } : {}),
    subscribe(query, listener) {
      const timer = setTimeout(
        () => listener.error(new ContentTimeoutError(queryKey(query), ms)),
        ms,
      );
      const unsubscribe = source.subscribe(query, {
        next: (items) => {
          clearTimeout(timer);
          listener.next(items);
        },
        error: (error) => {
          clearTimeout(timer);
          listener.error(error);
        },
      });
      return () => {
        clearTimeout(timer);
        unsubscribe();
      };
    },
  };
}
