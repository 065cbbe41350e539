import { useMemo, useRef } from 'react';
import { useTheme } from 'styled-components';
import {
  CLOCK_DEFAULT_SIZE,
  clockColors,
} from '../../components/ClockFallback/ClockFallback.styles';
import { clockDigits } from '../../rules/clockDigits';
import type { Clock3DProps } from '../Clock3D/Clock3D';
import { ClockHost } from '../Clock3D/ClockHost';
import { usePlaying } from '../Globe/usePlaying';
import { CanvasSlot } from './CanvasSlot';
import { useOffscreenScene } from './useOffscreenScene';

export interface OffscreenClock3DProps extends Clock3DProps {
  /** A module worker that called `serveScenes()` from `@portfolio/ui/three/worker`. */
  worker: Worker;
}

/**
 * `Clock3D`, drawn by a worker: the page's main thread loads no three.js and spends nothing on
 * frames. Use it where `supportsOffscreenWebGL()` (from the main entry) holds; the flat clock stands in if the worker
 * cannot draw.
 */
export function OffscreenClock3D({
  worker,
  time,
  label,
  size = CLOCK_DEFAULT_SIZE,
  reducedMotion = false,
}: OffscreenClock3DProps) {
  const theme = useTheme();
  const colors = useMemo(() => clockColors(theme), [theme]);
  const frame = useRef<HTMLDivElement>(null);
  const live = usePlaying(frame, true);
  const digits = clockDigits(time);
  const props = useMemo(
    () => ({ digits, colors, live, settle: !reducedMotion }),
    [digits, colors, live, reducedMotion],
  );
  const { slot, failed } = useOffscreenScene(worker, 'clock', props);

  return (
    <ClockHost frame={frame} time={time} label={label} size={size} failed={failed}>
      <CanvasSlot ref={slot} />
    </ClockHost>
  );
}
