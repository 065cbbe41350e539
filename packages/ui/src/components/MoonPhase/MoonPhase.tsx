'use client';

import { SYNODIC_MONTH_DAYS } from '../../rules';
import { Disc, Lit } from './MoonPhase.styles';

export interface MoonPhaseProps {
  /** Moon age in days (0 new, about 14.8 full). */
  day: number;
  size?: number;
}

const R = 20;
const C = 24;

/** The lit part of the disc as seen from the northern hemisphere; undefined at new moon. */
function litPath(day: number): string | undefined {
  const phase = (((day / SYNODIC_MONTH_DAYS) % 1) + 1) % 1;
  if (phase < 0.017 || phase > 0.983) return undefined;
  const terminator = R * Math.abs(Math.cos(2 * Math.PI * phase));
  const waxing = phase < 0.5;
  const crescent = phase < 0.25 || phase > 0.75;
  const limbSweep = waxing ? 1 : 0;
  const terminatorSweep = waxing === crescent ? 0 : 1;
  return [
    `M ${C} ${C - R}`,
    `A ${R} ${R} 0 0 ${limbSweep} ${C} ${C + R}`,
    `A ${terminator.toFixed(2)} ${R} 0 0 ${terminatorSweep} ${C} ${C - R}`,
    'Z',
  ].join(' ');
}

/** The moon's face on a given day of its cycle, drawn from the day alone in the theme's colours. */
export function MoonPhase({ day, size = 48 }: MoonPhaseProps) {
  const lit = litPath(day);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      data-day={day}
    >
      <Disc cx={C} cy={C} r={R} />
      {lit && <Lit d={lit} />}
    </svg>
  );
}
