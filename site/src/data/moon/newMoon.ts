import { SearchMoonPhase } from 'astronomy-engine';
import { SYNODIC_MONTH_DAYS } from '@portfolio/ui/rules';

const DAY_MS = 86_400_000;

/** The moon's age in days: the time since the last new moon before `instant`, to the minute. */
export function ageSinceNewMoon(instant: Date): number {
  const lastNew = SearchMoonPhase(0, instant, -(SYNODIC_MONTH_DAYS + 1));
  if (!lastNew) throw new Error(`No new moon in the lunation before ${instant.toISOString()}.`);
  return (instant.getTime() - lastNew.date.getTime()) / DAY_MS;
}
