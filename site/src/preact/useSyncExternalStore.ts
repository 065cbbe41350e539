import { useEffect, useState, useSyncExternalStore as useStore } from 'preact/compat';
import { hydratingInTurns } from '../hydration/turns';

/**
 * React's `useSyncExternalStore`, server snapshot included: Preact's reads the browser's value
 * while hydrating, and a hydrating Preact keeps the prerendered attributes instead of correcting
 * them (a toggle would stay pressed as the server drew it). Here the server's value renders
 * first, as React does, and the browser's in the next render when it differs.
 */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const [prerendered, setPrerendered] = useState(() => {
    if (getServerSnapshot === undefined) return false;
    if (typeof document === 'undefined') return true;
    // Hydrating: only a value the browser sees otherwise needs the extra render.
    return hydratingInTurns() && !Object.is(getServerSnapshot(), getSnapshot());
  });
  useEffect(() => {
    if (prerendered) setPrerendered(false);
  }, [prerendered]);
  return useStore(subscribe, prerendered && getServerSnapshot ? getServerSnapshot : getSnapshot);
}
