import { useSyncExternalStore } from 'react';

/** Whether a media query matches, kept current; false where there is no window (prerendering). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
export const usePrefersReducedMotion = () => useMediaQuery(REDUCED_MOTION);
