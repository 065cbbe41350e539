import { useEffect, useMemo, useState } from 'react';
import { dequal } from 'dequal';
import type { CollectionName, Item } from './schema';
import { queryKey, type ContentQuery } from './source';
import { useContentSource } from './ContentSourceContext';

export type ContentState<C extends CollectionName> =
  | { status: 'idle'; items: [] }
  | { status: 'loading'; items: [] }
  | { status: 'ready'; items: Item<C>[] }
  | { status: 'error'; items: Item<C>[]; error: Error };

/** A query's state, and `retry`: subscribe afresh (after an error, say). */
export type ContentQueryResult<C extends CollectionName> = ContentState<C> & { retry: () => void };

/**
 * Subscribes to a query while the component is mounted (no query: `idle`, nothing loaded).
 * An error keeps what was shown; a later answer still arrives. (Networked sources end a silent
 * wait in an error themselves: see patientSource.)
 */
export function useContentQuery<C extends CollectionName>(
  query: ContentQuery<C> | undefined,
): ContentQueryResult<C> {
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
  const [attempt, setAttempt] = useState(0);
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setState(initial());
  }

  useEffect(() => {
    if (!stableQuery) return;
    return source.subscribe(stableQuery, {
      // The same items again (the first answer is often what the page was hydrated with): the
      // same state, so nothing renders again.
      next: (items) =>
        setState((current) =>
          current.status === 'ready' && dequal(current.items, items)
            ? current
            : { status: 'ready', items },
        ),
      error: (error) => {
        console.error(`Content ${queryKey(stableQuery)} failed:`, error);
        setState((current) => ({ status: 'error', items: current.items, error }));
      },
    });
  }, [source, stableQuery, attempt]);

  const retry = () => {
    setState(initial());
    setAttempt((count) => count + 1);
  };
  return { ...state, retry };
}
