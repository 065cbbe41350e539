import { describe, expect, it } from 'vitest';
import { clockDigits } from './clockDigits';

const at = (hours: number, minutes: number, seconds: number) =>
  new Date(2026, 10, 21, hours, minutes, seconds);

describe('clockDigits', () => {
  it.each([
    [at(0, 0, 0), '00:00:00'],
    [at(9, 5, 3), '09:05:03'],
    [at(10, 42, 7), '10:42:07'],
    [at(12, 0, 0), '12:00:00'],
    [at(23, 59, 59), '23:59:59'],
  ])('shows %s as %s', (date, digits) => {
    expect(clockDigits(date)).toBe(digits);
  });

  it('ignores milliseconds (never rounds up to the next second)', () => {
    expect(clockDigits(new Date(2026, 10, 21, 23, 59, 59, 999))).toBe('23:59:59');
  });

  it('reads the local time, not UTC', () => {
    const date = new Date(Date.UTC(2026, 10, 21, 3, 4, 5));
    const local = [date.getHours(), date.getMinutes(), date.getSeconds()];
    expect(clockDigits(date).split(':').map(Number)).toEqual(local);
  });

  it('always has eight characters', () => {
    expect(clockDigits(at(1, 2, 3))).toHaveLength(8);
  });
});
