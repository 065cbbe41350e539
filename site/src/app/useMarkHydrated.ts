import { useEffect } from 'react';
import { turnsTaken } from '../hydration/turns';

/**
 * Marks `<html data-hydrated>` once the whole page responds to input, its parts hydrated in
 * turns included (the boot script replays early input then; tests wait for it).
 */
export function useMarkHydrated() {
  useEffect(() => {
    void turnsTaken().then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
}
