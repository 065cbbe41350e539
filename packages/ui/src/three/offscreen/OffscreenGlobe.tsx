'use client';

import type { GlobeProps } from '../Globe/Globe';
import { GlobeHost } from '../Globe/GlobeHost';
import { useGlobeScene } from '../Globe/useGlobeScene';
import { CanvasSlot } from './CanvasSlot';
import type { SceneServer } from './protocol';
import { useOffscreenScene } from './useOffscreenScene';

export interface OffscreenGlobeProps extends GlobeProps {
  /**
   * A module worker that called `serveScenes()` from `@portfolio/ui/three/worker`, or another
   * `SceneServer`.
   */
  worker: SceneServer;
}

/**
 * `Globe`, drawn by a worker: the page's main thread loads no three.js and spends nothing on
 * frames. Use it where `askOffscreenWebGL()` (from the main entry) answers true; the same drawing
 * stands in if the worker cannot draw.
 */
export function OffscreenGlobe({ worker, ...props }: OffscreenGlobeProps) {
  const { frame, scene, host } = useGlobeScene(props);
  const { slot, failed } = useOffscreenScene(worker, 'globe', scene);

  return (
    <GlobeHost frame={frame} {...host} failed={failed}>
      <CanvasSlot ref={slot} />
    </GlobeHost>
  );
}
