import { useSyncExternalStore } from 'react';
import { hasWebGL } from '@portfolio/ui';

const noSubscription = () => () => {};

/** Whether this browser can draw WebGL; false while prerendering. */
export function useWebGL(): boolean {
  return useSyncExternalStore(noSubscription, hasWebGL, () => false);
}
