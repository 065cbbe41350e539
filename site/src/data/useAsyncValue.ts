import { startTransition, useEffect, useState } from 'react';

export type AsyncValue<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: Error };

/**
 * Runs `load` when `key` changes, or when `retry` is called, and holds its answer; a stale
 * answer never overwrites a newer one. A `null` key asks nothing yet (the value stays loading).
 * The answer renders as a transition, in turns that yield to input: on the moon's page it
 * renders all 29 days again (120 ms of a slow phone's thread in one task otherwise).
 */
export function useAsyncValue<T>(
  load: () => Promise<T>,
  key: string | null,
): AsyncValue<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const asked = `${key}#${attempt}`;
  const [state, setState] = useState<{ asked: string; value: AsyncValue<T> }>({
    asked,
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (key === null) return;
    let current = true;
    const settle = (value: AsyncValue<T>) =>
      current && startTransition(() => setState({ asked, value }));
    // A throw inside `load` ends in `error` too, never in a loading state that lasts.
    Promise.resolve()
      .then(load)
      .then(
        (value) => settle({ status: 'ready', value }),
        (error: Error) => settle({ status: 'error', error }),
      );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `asked` stands for what `load` asks
  }, [asked]);
  const value: AsyncValue<T> = state.asked === asked ? state.value : { status: 'loading' };
  return { ...value, retry: () => setAttempt((count) => count + 1) };
}
