import { describe, expect, it } from 'vitest';
import { YANGON, yangonDate, yangonTime } from './yangon';

describe("Yangon's calendar and clock (UTC+06:30)", () => {
  it.each([
    ['2026-12-31T17:29:59Z', '2026-12-31', '23:59'],
    ['2026-12-31T17:30:00Z', '2027-01-01', '00:00'],
    ['2026-03-04T20:00:00Z', '2026-03-05', '02:30'],
  ])('%s is %s at %s', (instant, day, time) => {
    expect(yangonDate(new Date(instant))).toBe(day);
    expect(yangonTime(new Date(instant))).toBe(time);
  });

  it("agrees with the time zone database's Asia/Yangon every 97 minutes of two years (every minute of the hour in turn)", () => {
    const zone = new Intl.DateTimeFormat('sv-SE', {
      timeZone: YANGON.timeZone,
      dateStyle: 'short',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
    const step = 97 * 60_000;
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2028, 0, 1); at += step) {
      const instant = new Date(at);
      expect(`${yangonDate(instant)} ${yangonTime(instant)}`).toBe(zone.format(instant));
    }
  });
});
