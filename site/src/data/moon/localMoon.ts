import { MoonPhase } from 'astronomy-engine';
import { moonDayFromAge, moonPhaseOfDay, SYNODIC_MONTH_DAYS } from '@portfolio/ui';
import type { MoonReading } from './moonReading';

/** The moon's age in days at an instant, from its ecliptic elongation (Astronomy Engine). */
export function moonAge(instant: Date): number {
  return (MoonPhase(instant) / 360) * SYNODIC_MONTH_DAYS;
}

export function computeMoon(instant: Date, serviceFailed = false): MoonReading {
  const age = moonAge(instant);
  return { age, phase: moonPhaseOfDay(moonDayFromAge(age)), source: 'local', serviceFailed };
}
