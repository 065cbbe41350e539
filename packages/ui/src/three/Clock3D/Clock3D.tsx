import { useMemo, useRef } from 'react';
import { Canvas, type CanvasProps } from '@react-three/fiber';
import { useTheme } from 'styled-components';
import { ClockFallback } from '../../components/ClockFallback/ClockFallback';
import {
  CLOCK_ASPECT,
  CLOCK_DEFAULT_SIZE,
  ClockFrame,
  clockColors,
  type ClockSize,
} from '../../components/ClockFallback/ClockFallback.styles';
import { clockDigits } from '../../rules/clockDigits';
import { GlobeErrorBoundary } from '../Globe/GlobeErrorBoundary';
import { usePlaying } from '../Globe/usePlaying';
import { ClockScene, ROW_WIDTH } from './ClockScene';

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

const FOV = 14;
/** Share of the frame's width that the row of digits takes. */
const FILL = 0.8;
const DISTANCE = ROW_WIDTH / (FILL * 2 * Math.tan((FOV * Math.PI) / 360) * CLOCK_ASPECT);
const CAMERA: CanvasProps['camera'] = { fov: FOV, near: 0.1, far: 20, position: [0, 0, DISTANCE] };
const GL: CanvasProps['gl'] = { antialias: false, powerPreference: 'low-power', alpha: true };
const DPR: CanvasProps['dpr'] = [1, 1.5];

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
  const theme = useTheme();
  const colors = useMemo(() => clockColors(theme), [theme]);
  const frame = useRef<HTMLDivElement>(null);
  const live = usePlaying(frame, true);

  const fallback = <ClockFallback time={time} label={label} size={size} />;
  return (
    <GlobeErrorBoundary fallback={fallback}>
      <ClockFrame ref={frame} $size={size} role="img" aria-label={label}>
        <Canvas aria-hidden="true" frameloop="demand" flat dpr={DPR} gl={GL} camera={CAMERA}>
          <ClockScene
            digits={clockDigits(time)}
            colors={colors}
            live={live}
            settle={!reducedMotion}
          />
        </Canvas>
      </ClockFrame>
    </GlobeErrorBoundary>
  );
}
