'use client';

import { useId } from 'react';
import { clockDigits } from '../../rules/clockDigits';
import { SceneFrame } from '../../scene/SceneFrame';
import { CLOCK_ASPECT, CLOCK_DEFAULT_SIZE, type ClockSize } from '../../scene/sceneSizes';
import { Colon, Depth, Digits, Face, Seconds } from './ClockFallback.styles';

export interface ClockFallbackProps {
  /**
   * The time to show (its local hours, minutes and seconds); without it, dashes (a page
   * prerendered before anyone knows the time). The digits sit in `data-part` hours, minutes
   * and seconds, for a host that fills them in before hydration.
   */
  time?: Date;
  /** The text alternative of the clock, e.g. "The time is 10:42:07". */
  label: string;
  /** CSS width of the clock (numbers are pixels); the same as the 3D clock's. */
  size?: ClockSize;
}

/**
 * A drawn digital clock, HH:MM:SS on the 24-hour clock: the first paint, and the stand-in where
 * WebGL is missing. It takes the same box as `Clock3D` (from `@portfolio/ui/three`), so swapping
 * them shifts nothing.
 */
export function ClockFallback({ time, label, size = CLOCK_DEFAULT_SIZE }: ClockFallbackProps) {
  const id = useId();
  const [hours, minutes, seconds] = (time ? clockDigits(time) : '--:--:--').split(':');
  return (
    <SceneFrame $width={size} $aspect={CLOCK_ASPECT} role="img" aria-label={label}>
      <Face viewBox="0 0 320 100" aria-hidden="true" focusable="false">
        <Depth href={`#${id}`} x="0.6" y="2.4" />
        <Digits id={id} x="160" y="50">
          <tspan data-part="hours">{hours}</tspan>
          <Colon>:</Colon>
          <tspan data-part="minutes">{minutes}</tspan>
          <Colon>:</Colon>
          <Seconds data-part="seconds">{seconds}</Seconds>
        </Digits>
      </Face>
    </SceneFrame>
  );
}
