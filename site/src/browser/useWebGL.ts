import { useSyncExternalStore } from 'react';
import { hasWebGL, supportsOffscreenWebGL } from '@portfolio/ui';

/** Where 3D can be drawn: in a worker (the main thread stays free), on the page, or nowhere. */
export type WebGLSupport = 'worker' | 'page' | 'none';

const noSubscription = () => () => {};
const support = (): WebGLSupport =>
  supportsOffscreenWebGL() ? 'worker' : hasWebGL() ? 'page' : 'none';

/** Where this browser can draw WebGL; 'none' while prerendering. */
export function useWebGL(): WebGLSupport {
  return useSyncExternalStore(noSubscription, support, () => 'none');
}
