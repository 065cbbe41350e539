'use client';

import { Canvas } from '@react-three/fiber';
import {
  GLOBE_DEFAULT_SIZE,
  type GlobeSize,
} from '../../components/GlobeFallback/GlobeFallback.styles';
import { GLOBE_VIEW } from '../views';
import { GlobeHost } from './GlobeHost';
import { GlobeScene } from './GlobeScene';
import { useGlobeScene } from './useGlobeScene';

export interface GlobeProps {
  /** Land points as a flat list of degrees: `[lat0, lon0, lat1, lon1, ...]` (a few thousand). */
  points: ReadonlyArray<number>;
  /** The text alternative of the globe, e.g. "A globe of dots turning slowly". */
  label: string;
  /** CSS size of the square (numbers are pixels); the same as `GlobeFallback`'s. */
  size?: GlobeSize;
  /** Holds the globe still at `initialRotation` (for screenshots and visual tests). */
  paused?: boolean;
  /** The longitude (degrees) facing the viewer at first, e.g. 96 for Myanmar. */
  initialRotation?: number;
  /** The visitor prefers reduced motion: the globe does not turn. */
  reducedMotion?: boolean;
}

/**
 * A slowly turning globe of dots (three.js), one draw call, no zoom or pan. Frames are drawn on
 * demand, at most 30 a second, and none while paused, off screen or in a hidden tab. Mount it only
 * where WebGL works (`hasWebGL()`), with `GlobeFallback` as the stand-in of the same size; should
 * the canvas fail anyway, that drawing takes its place.
 */
export function Globe({
  points,
  label,
  size = GLOBE_DEFAULT_SIZE,
  paused = false,
  initialRotation = 0,
  reducedMotion = false,
}: GlobeProps) {
  const { frame, scene } = useGlobeScene({ points, paused, initialRotation, reducedMotion });

  return (
    <GlobeHost frame={frame} label={label} size={size} initialRotation={initialRotation}>
      <Canvas aria-hidden="true" frameloop="demand" {...GLOBE_VIEW}>
        <GlobeScene {...scene} />
      </Canvas>
    </GlobeHost>
  );
}
