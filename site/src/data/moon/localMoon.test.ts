import { MoonPhase } from 'astronomy-engine';
import { SYNODIC_MONTH_DAYS } from '@portfolio/ui';
import { describe, expect, it } from 'vitest';
import { moonAge } from './localMoon';

/** The distance between two ages on the cycle (29.5 and 0.1 are close). */
const cycleDistance = (a: number, b: number) => {
  const d = Math.abs(a - b) % SYNODIC_MONTH_DAYS;
  return Math.min(d, SYNODIC_MONTH_DAYS - d);
};

describe('local moon age', () => {
  it.each([
    ['2017-08-21T18:30:00Z', 0, 'new moon of the August 2017 total solar eclipse'],
    ['2024-04-08T18:21:00Z', 0, 'new moon of the April 2024 total solar eclipse'],
    [
      '2022-11-08T11:02:00Z',
      SYNODIC_MONTH_DAYS / 2,
      'full moon of the November 2022 lunar eclipse',
    ],
    ['2025-03-14T06:55:00Z', SYNODIC_MONTH_DAYS / 2, 'full moon of the March 2025 lunar eclipse'],
  ])('is right at %s (%s days: %s)', (instant, expected) => {
    expect(cycleDistance(moonAge(new Date(instant)), expected)).toBeLessThan(0.5);
  });

  it.each(
    Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1 + month * 2, 6))),
  )('agrees with an independent reference within half a day on %s', (instant) => {
    const reference = (MoonPhase(instant) / 360) * SYNODIC_MONTH_DAYS;
    expect(cycleDistance(moonAge(instant), reference)).toBeLessThan(0.5);
  });
});
