import { describe, expect, it } from 'vitest';
import { yangonDate, yangonTime } from './yangon';

describe("Yangon's calendar and clock (UTC+06:30)", () => {
  it.each([
    ['2026-12-31T17:29:59Z', '2026-12-31', '23:59'],
    ['2026-12-31T17:30:00Z', '2027-01-01', '00:00'],
    ['2026-03-04T20:00:00Z', '2026-03-05', '02:30'],
  ])('%s is %s at %s', (instant, day, time) => {
    expect(yangonDate(new Date(instant))).toBe(day);
    expect(yangonTime(new Date(instant))).toBe(time);
  });
});
