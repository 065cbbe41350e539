'use client';

import { Canvas } from '@react-three/fiber';
import { CLOCK_DEFAULT_SIZE, type ClockSize } from '../../scene/sceneSizes';
import { CLOCK_VIEW } from '../views';
import { ClockHost } from './ClockHost';
import { ClockScene } from './ClockScene';
import { useClockScene } from './useClockScene';

export interface Clock3DProps {
  /** The time to show (its local hours, minutes and seconds): a new one each second. */
  time: Date;
  /** The text alternative of the clock, e.g. "The time is 10:42:07". */
  label: string;
  /** CSS width of the clock (numbers are pixels); the same as `ClockFallback`'s. */
  size?: ClockSize;
  /** The visitor prefers reduced motion: the clock does not swing into place. */
  reducedMotion?: boolean;
}

/**
 * A digital clock of extruded 3D digits, HH:MM:SS on the 24-hour clock (three.js). Frames are
 * drawn on demand: one when the shown time changes, none while off screen or in a hidden tab,
 * plus a short swing into place when it first shows (at most 30 frames a second; none under
 * reduced motion). Mount it only where WebGL works (`hasWebGL()`), with `ClockFallback` as the
 * stand-in of the same size; should the canvas fail anyway, that drawing takes its place.
 */
export function Clock3D({
  time,
  label,
  size = CLOCK_DEFAULT_SIZE,
  reducedMotion = false,
}: Clock3DProps) {
  const { frame, scene } = useClockScene(time, reducedMotion);

  return (
    <ClockHost frame={frame} time={time} label={label} size={size}>
      <Canvas aria-hidden="true" frameloop="demand" {...CLOCK_VIEW}>
        <ClockScene {...scene} />
      </Canvas>
    </ClockHost>
  );
}
