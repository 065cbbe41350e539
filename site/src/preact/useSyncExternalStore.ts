import { useEffect, useState, useSyncExternalStore as useStore } from 'preact/compat';
import { hydratingInTurns } from '../hydration/turns';

/** Whether components render over prerendered HTML now: on the server, or while hydrating it. */
const rendersPrerenderedHtml = () => hydratingInTurns() || typeof document === 'undefined';

/**
 * React's `useSyncExternalStore`, server snapshot included: Preact's reads the browser's value
 * while hydrating, and a hydrating Preact keeps the prerendered attributes instead of correcting
 * them (a toggle would stay pressed as the server drew it). Here the server's value renders
 * first, as React does, and the browser's in the next render.
 */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const [prerendered, setPrerendered] = useState(
    () => getServerSnapshot !== undefined && rendersPrerenderedHtml(),
  );
  useEffect(() => {
    if (prerendered) setPrerendered(false);
  }, [prerendered]);
  return useStore(subscribe, prerendered && getServerSnapshot ? getServerSnapshot : getSnapshot);
}
