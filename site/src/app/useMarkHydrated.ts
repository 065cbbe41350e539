import { useEffect } from 'react';

/** Marks `<html data-hydrated>` once the page responds to input (tests wait for it). */
export function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
