import * as SunCalc from 'suncalc';
import { describe, expect, it } from 'vitest';
import { YANGON, yangonMidnight } from '../../data/yangon';
import { computeSunTimes } from './localSun';
import type { SunTimes } from './sunTimes';

/** Days spread across a year, solstices and equinoxes among them. */
const DAYS = [
  '2026-01-01',
  '2026-02-14',
  '2026-03-20',
  '2026-04-30',
  '2026-06-21',
  '2026-07-15',
  '2026-08-31',
  '2026-09-23',
  '2026-10-10',
  '2026-11-21',
  '2026-12-21',
  '2027-01-31',
];

/** SunCalc, an independent implementation, names the same moments differently. */
const REFERENCE: [keyof SunTimes, SunCalc.SunTimeName | 'solarNoon'][] = [
  ['sunrise', 'sunrise'],
  ['sunset', 'sunset'],
  ['solarNoon', 'solarNoon'],
  ['civilTwilightBegin', 'dawn'],
  ['civilTwilightEnd', 'dusk'],
  ['nauticalTwilightBegin', 'nauticalDawn'],
  ['nauticalTwilightEnd', 'nauticalDusk'],
  ['astronomicalTwilightBegin', 'nightEnd'],
  ['astronomicalTwilightEnd', 'night'],
];

const TWO_MINUTES = 2 * 60_000;

describe('local sun times for Yangon', () => {
  it.each(DAYS)('agree with an independent reference within 2 minutes on %s', (day) => {
    const ours = computeSunTimes(day);
    const noon = new Date(yangonMidnight(day).getTime() + 12 * 3_600_000);
    const times = SunCalc.getTimes(noon, YANGON.latitude, YANGON.longitude);
    const reference = (name: SunCalc.SunTimeName | 'solarNoon') => (times[name] as Date).getTime();
    for (const [mine, theirs] of REFERENCE) {
      const difference = Math.abs((ours[mine] as Date).getTime() - reference(theirs));
      expect(difference, `${mine} on ${day}`).toBeLessThan(TWO_MINUTES);
    }
    expect(
      Math.abs(ours.dayLengthSeconds * 1000 - (reference('sunset') - reference('sunrise'))),
    ).toBeLessThan(TWO_MINUTES);
  });
});
