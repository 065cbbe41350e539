'use client';

import type { Clock3DProps } from '../Clock3D/Clock3D';
import { ClockHost } from '../Clock3D/ClockHost';
import { useClockScene } from '../Clock3D/useClockScene';
import { CLOCK_DEFAULT_SIZE } from '../../scene/sceneSizes';
import { CanvasSlot } from './CanvasSlot';
import type { SceneServer } from './protocol';
import { useOffscreenScene } from './useOffscreenScene';

export interface OffscreenClock3DProps extends Clock3DProps {
  /**
   * A module worker that called `serveScenes()` from `@portfolio/ui/three/worker`, or another
   * `SceneServer`.
   */
  worker: SceneServer;
}

/**
 * `Clock3D`, drawn by a worker: the page's main thread loads no three.js and spends nothing on
 * frames. Use it where `askOffscreenWebGL()` (from the main entry) answers true; the flat clock
 * stands in if the worker cannot draw.
 */
export function OffscreenClock3D({
  worker,
  time,
  label,
  size = CLOCK_DEFAULT_SIZE,
  reducedMotion = false,
}: OffscreenClock3DProps) {
  const { frame, scene } = useClockScene(time, reducedMotion);
  const { slot, failed } = useOffscreenScene(worker, 'clock', scene);

  return (
    <ClockHost frame={frame} time={time} label={label} size={size} failed={failed}>
      <CanvasSlot ref={slot} />
    </ClockHost>
  );
}
