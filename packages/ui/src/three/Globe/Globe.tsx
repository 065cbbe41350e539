'use client';

import { Canvas } from '@react-three/fiber';
import { GLOBE_VIEW } from '../views';
import { GlobeHost } from './GlobeHost';
import { GlobeScene } from './GlobeScene';
import type { GlobeProps } from './globeProps';
import { useGlobeScene } from './useGlobeScene';

export type { GlobeProps };

/**
 * A slowly turning globe of dots (three.js), one draw call, no zoom or pan. Frames are drawn on
 * demand, at most 30 a second, and none while paused, off screen or in a hidden tab. Mount it only
 * where WebGL works (`hasWebGL()`), with `GlobeFallback` as the stand-in of the same size; should
 * the canvas fail anyway, that drawing takes its place.
 */
export function Globe(props: GlobeProps) {
  const { frame, scene, host } = useGlobeScene(props);

  return (
    <GlobeHost frame={frame} {...host}>
      <Canvas aria-hidden="true" frameloop="demand" {...GLOBE_VIEW}>
        <GlobeScene {...scene} />
      </Canvas>
    </GlobeHost>
  );
}
