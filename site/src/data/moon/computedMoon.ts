import { PATIENCE_MS, withDeadline } from '../../network/deadline';
import { daysSince, estimatedLastNewMoon } from './localMoon';
import { moonDayFromAge, moonPhaseOfDay } from './moonDay';
import type { MoonReading } from './moonReading';

/**
 * The moon computed here: its age since the last new moon as Astronomy Engine finds it (fetched
 * now, as the sun's times fetch it when their service fails), else, should it fail or be late,
 * the quick estimate.
 */
export async function computeMoon(instant: Date, serviceFailed = false): Promise<MoonReading> {
  // Half a patience, as for the sun's times: after a moon service that failed, both waits together
  // stay within what a visitor is ever left without an answer.
  const library = withDeadline(import('./newMoon'), PATIENCE_MS / 2, 'The astronomy library');
  const { newMoon, source } = await library.then(
    async ({ lastNewMoon }) => ({ newMoon: await lastNewMoon(instant), source: 'local' as const }),
    (error: unknown) => {
      console.warn('The astronomy library could not be had; the moon’s age is estimated.', error);
      return { newMoon: estimatedLastNewMoon(instant), source: 'estimate' as const };
    },
  );
  const age = daysSince(newMoon, instant);
  return { age, phase: moonPhaseOfDay(moonDayFromAge(age)), source, serviceFailed };
}
