import { useEffect, useMemo, useState } from 'react';
import type { CollectionName, Item } from './schema';
import { queryKey, type ContentQuery } from './source';
import { useContentSource } from './ContentSourceContext';

/** How long a first answer may take before the page says the content could not be loaded. */
export const FIRST_ANSWER_TIMEOUT_MS = 10_000;

export type ContentState<C extends CollectionName> =
  | { status: 'idle'; items: [] }
  | { status: 'loading'; items: [] }
  | { status: 'ready'; items: Item<C>[] }
  | { status: 'error'; items: Item<C>[]; error: Error };

export class ContentTimeoutError extends Error {
  constructor(key: string) {
    super(`No answer for ${key} within ${FIRST_ANSWER_TIMEOUT_MS} ms`);
    this.name = 'ContentTimeoutError';
  }
}

/**
 * Subscribes to a query while the component is mounted (no query: `idle`, nothing loaded).
 * A source that stays silent past the timeout ends in `error`; a later answer still arrives.
 */
export function useContentQuery<C extends CollectionName>(
  query: ContentQuery<C> | undefined,
): ContentState<C> {
  const source = useContentSource();
  const key = query ? queryKey(query) : undefined;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the query's value
  const stableQuery = useMemo(() => query, [key]);
  const initial = (): ContentState<C> => {
    if (!stableQuery) return { status: 'idle', items: [] };
    const items = source.read?.(stableQuery);
    return items ? { status: 'ready', items } : { status: 'loading', items: [] };
  };
  const [state, setState] = useState<ContentState<C>>(initial);
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setState(initial());
  }

  useEffect(() => {
    if (!stableQuery) return;
    let answered = false;
    const timer = setTimeout(() => {
      if (!answered)
        setState({
          status: 'error',
          items: [],
          error: new ContentTimeoutError(queryKey(stableQuery)),
        });
    }, FIRST_ANSWER_TIMEOUT_MS);
    const unsubscribe = source.subscribe(stableQuery, {
      next: (items) => {
        answered = true;
        setState({ status: 'ready', items });
      },
      error: (error) => {
        answered = true;
        console.error(`Content ${queryKey(stableQuery)} failed:`, error);
        setState((current) => ({ status: 'error', items: current.items, error }));
      },
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [source, stableQuery]);

  return state;
}
