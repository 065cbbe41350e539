import { SearchMoonPhase } from 'astronomy-engine';
import { SYNODIC_MONTH_DAYS } from '@portfolio/ui/rules';

/** The last new moon before `instant`, to the minute. */
export function lastNewMoon(instant: Date): Date {
  const lastNew = SearchMoonPhase(0, instant, -(SYNODIC_MONTH_DAYS + 1));
  if (!lastNew) throw new Error(`No new moon in the lunation before ${instant.toISOString()}.`);
  return lastNew.date;
}
