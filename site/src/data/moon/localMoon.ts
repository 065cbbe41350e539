import { getMoonIllumination } from 'suncalc';
import { SYNODIC_MONTH_DAYS } from '@portfolio/ui/rules';
import { moonDayFromAge, moonPhaseOfDay } from './moonDay';
import type { MoonReading } from './moonReading';

/**
 * The moon's age in days at an instant, from its phase (SunCalc): small enough for the boot
 * script, which marks today's tile before the first paint with this same reckoning.
 */
export function moonAge(instant: Date): number {
  return getMoonIllumination(instant).phase * SYNODIC_MONTH_DAYS;
}

/** The moon's tile (0 to 28) at an instant. */
export const moonDay = (instant: Date) => moonDayFromAge(moonAge(instant));

export function computeMoon(instant: Date, serviceFailed = false): MoonReading {
  const age = moonAge(instant);
  return { age, phase: moonPhaseOfDay(moonDayFromAge(age)), source: 'local', serviceFailed };
}
