import { useDeferredValue, useEffect } from 'react';
import { askOffscreenWebGL, hasWebGL } from '@portfolio/ui';
import { valueStore } from './valueStore';

/** Where 3D can be drawn: in a worker (the main thread stays free), on the page, or nowhere. */
export type WebGLSupport = 'worker' | 'page' | 'none';

const support = valueStore<WebGLSupport>('none');
let asked = false;

const probe = () =>
  new Worker(new URL('./webglProbe.worker.ts', import.meta.url), { type: 'module' });

/**
 * Asks once, after the first scene's page is up: a worker first, which costs the page's thread
 * nothing; the page itself only where workers cannot draw.
 */
function ask() {
  if (asked) return;
  asked = true;
  void askOffscreenWebGL(probe).then((inWorker) =>
    support.set(inWorker ? 'worker' : hasWebGL() ? 'page' : 'none'),
  );
}

/**
 * Where this browser can draw WebGL; 'none' while prerendering and until it is known. The answer
 * is deferred: the swap it causes (a drawing unmounted, a scene mounted) renders in turns that
 * yield to input, where a store's update alone renders at once, in one task (on a slow phone's
 * thread, 150 ms for the clock's).
 */
export function useWebGL(): WebGLSupport {
  useEffect(ask, []);
  return useDeferredValue(support.use());
}
