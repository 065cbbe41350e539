import { MoonPhase } from 'astronomy-engine';
import { yieldToInput } from '../../browser/yieldToInput';
import { DAY_MS, LUNATION_MS } from './localMoon';

const MINUTE_MS = 60_000;
/** How far a new moon strays from the mean month's estimate (Astronomy Engine's own bound). */
const STRAY_MS = 1.5 * DAY_MS;
/** A phase this close to new is the new moon (the moon gains about 12 degrees a day). */
const EXACT_DEGREES = 1e-5;

/** How far the moon is past new at `time`, in degrees of phase; negative just before it. */
function pastNew(time: number): number {
  const phase = MoonPhase(new Date(time));
  return phase > 180 ? phase - 360 : phase;
}

/**
 * The last new moon before `instant`, to the minute: where Astronomy Engine's phase of the moon
 * crosses zero, narrowed down a phase a task (`between` them). Astronomy Engine's own search
 * finds it at once, in a task that took a slow phone's thread 140 ms.
 */
export async function lastNewMoon(instant: Date, between = yieldToInput): Promise<Date> {
  const now = instant.getTime();
  const estimate = now - (MoonPhase(instant) / 360) * LUNATION_MS;
  const at = async (time: number) => {
    await between();
    return { time, offset: pastNew(time) };
  };
  let before = await at(estimate - STRAY_MS);
  let after = await at(Math.min(estimate + STRAY_MS, now));
  if (before.offset >= 0 || after.offset < 0)
    throw new Error(`No new moon in the lunation before ${instant.toISOString()}.`);
  // The Illinois method: the phase grows almost evenly over three days, so a straight line
  // between the bounds lands close; an end kept twice has its offset halved, so both ends move.
  let kept: 'before' | 'after' | undefined;
  while (after.time - before.time > MINUTE_MS) {
    const span = after.time - before.time;
    const step = await at(after.time - (after.offset * span) / (after.offset - before.offset));
    if (Math.abs(step.offset) < EXACT_DEGREES) return new Date(step.time);
    if (step.offset < 0) {
      before = step;
      if (kept === 'after') after = { ...after, offset: after.offset / 2 };
      kept = 'after';
    } else {
      after = step;
      if (kept === 'before') before = { ...before, offset: before.offset / 2 };
      kept = 'before';
    }
  }
  return new Date(after.time);
}
