import { SearchMoonPhase } from 'astronomy-engine';
import { SYNODIC_MONTH_DAYS } from '@portfolio/ui';
import { describe, expect, it } from 'vitest';
import { computeMoon } from './computedMoon';
import { moonAge } from './localMoon';

const DAY_MS = 86_400_000;

/** The distance between two ages on the cycle (29.5 and 0.1 are close). */
const cycleDistance = (a: number, b: number) => {
  const d = Math.abs(a - b) % SYNODIC_MONTH_DAYS;
  return Math.min(d, SYNODIC_MONTH_DAYS - d);
};

/** The true age: the time since the last new moon (Astronomy Engine). */
function trueAge(instant: Date): number {
  const lastNew = SearchMoonPhase(0, instant, -SYNODIC_MONTH_DAYS - 1);
  if (!lastNew) throw new Error('No new moon found.');
  return (instant.getTime() - lastNew.date.getTime()) / DAY_MS;
}

describe('the moon computed here', () => {
  // Full moons of lunar eclipses, and the new moons before them (published times, UTC): a full
  // moon is not half a mean lunation old, as the phase times a mean lunation would say (14.77).
  it.each([
    ['2022-11-08T11:02:00Z', '2022-10-25T10:49:00Z'],
    ['2025-03-14T06:55:00Z', '2025-02-28T00:45:00Z'],
  ])('at %s is as old as the time since the new moon of %s', async (instant, newMoon) => {
    const age = (Date.parse(instant) - Date.parse(newMoon)) / DAY_MS;
    const reading = await computeMoon(new Date(instant));
    expect(Math.abs(reading.age - age)).toBeLessThan(0.02);
    expect(cycleDistance(age, SYNODIC_MONTH_DAYS / 2)).toBeGreaterThan(0.4);
    expect(reading.source).toBe('local');
  });
});

describe("the boot script's quick estimate", () => {
  it.each([
    ['2017-08-21T18:30:00Z', 'new moon of the August 2017 total solar eclipse'],
    ['2024-04-08T18:21:00Z', 'new moon of the April 2024 total solar eclipse'],
  ])('is near zero at %s (%s)', (instant) => {
    expect(cycleDistance(moonAge(new Date(instant)), 0)).toBeLessThan(0.5);
  });

  it('is within half a day of the true age all year, a quarter of a day on average', () => {
    const instants = Array.from(
      { length: 60 },
      (_, index) => new Date(Date.UTC(2026, 0, 1) + index * 6.1 * DAY_MS),
    );
    const errors = instants.map((instant) => cycleDistance(moonAge(instant), trueAge(instant)));
    expect(Math.max(...errors)).toBeLessThan(0.5);
    expect(errors.reduce((sum, error) => sum + error, 0) / errors.length).toBeLessThan(0.3);
  });
});
