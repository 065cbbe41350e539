import { useEffect, useState } from 'react';

export type AsyncValue<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: Error };

/** Runs `load` when `key` changes and holds its answer; a stale answer never overwrites a newer one. */
export function useAsyncValue<T>(load: () => Promise<T>, key: string): AsyncValue<T> {
  const [state, setState] = useState<{ key: string; value: AsyncValue<T> }>({
    key,
    value: { status: 'loading' },
  });
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setState({ key, value: { status: 'ready', value } }),
      (error: Error) => current && setState({ key, value: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for what `load` asks
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}
