import { getMoonIllumination } from 'suncalc';
import { SYNODIC_MONTH_DAYS } from '@portfolio/ui/rules';
import { moonDayFromAge } from './moonDay';

export const DAY_MS = 86_400_000;
/** A mean lunation, new moon to new moon. */
export const LUNATION_MS = SYNODIC_MONTH_DAYS * DAY_MS;

/** Where the moon is in its cycle at a time: a fraction of a lunation from new, -0.5 to 0.5. */
function fromNew(time: number): number {
  const { phase } = getMoonIllumination(new Date(time));
  return phase >= 0.5 ? phase - 1 : phase;
}

/**
 * The last new moon before an instant, by SunCalc's moon. The phase times a mean lunation is up
 * to about 0.9 day off (the moon's speed along its orbit varies); each step corrects the estimate
 * by the phase found there. SunCalc's moon itself is a few hours off (the precise age comes from
 * Astronomy Engine, see computedMoon.ts): over 2025-2026 this halves the mean error, 0.44 → 0.24 day.
 */
export function estimatedLastNewMoon(instant: Date): Date {
  let time = instant.getTime() - getMoonIllumination(instant).phase * LUNATION_MS;
  for (let step = 0; step < 4; step += 1) time -= fromNew(time) * LUNATION_MS;
  return new Date(Math.min(time, instant.getTime()));
}

export const daysSince = (newMoon: Date, instant: Date) =>
  (instant.getTime() - newMoon.getTime()) / DAY_MS;

/**
 * The moon's age in days at an instant, estimated quickly: the time since the last new moon by
 * SunCalc's moon, small enough for the boot script, which marks today's tile before the first
 * paint with it.
 */
export const moonAge = (instant: Date) => daysSince(estimatedLastNewMoon(instant), instant);

/** The moon's tile (0 to 28) at an instant. */
export const moonDay = (instant: Date) => moonDayFromAge(moonAge(instant));
