import type { ContentSource } from './source';

/**
 * A source whose code is fetched on its first subscription, so it stays out of the code every
 * page loads; once it is in, it also answers at once where it can (`read`). A fetch that failed
 * is forgotten: the next subscription (a Retry) fetches again.
 */
export function lazySource(
  kind: ContentSource['kind'],
  load: () => Promise<ContentSource>,
): ContentSource {
  let loading: Promise<ContentSource> | undefined;
  let loaded: ContentSource | undefined;
  const fetchSource = () => {
    loading ??= load().then((source) => (loaded = source));
    loading.catch(() => (loading = undefined));
    return loading;
  };

  return {
    kind,
    read: (query) => loaded?.read?.(query),
    subscribe(query, listener) {
      let unsubscribe: (() => void) | undefined;
      let ended = false;
      fetchSource().then(
        (source) => {
          if (!ended) unsubscribe = source.subscribe(query, listener);
        },
        (error: Error) => listener.error(error),
      );
      return () => {
        ended = true;
        unsubscribe?.();
      };
    },
  };
}
