import { describe, expect, it } from 'vitest';
import { weekOfMonth } from './week';

const on = (day: number) => new Date(2026, 1, day, 12);

describe('weekOfMonth', () => {
  it.each([
    [1, 1],
    [7, 1],
    [8, 2],
    [14, 2],
    [15, 3],
    [21, 3],
    [22, 4],
    [28, 4],
  ])('day %i is week %i', (day, week) => {
    expect(weekOfMonth(on(day))).toBe(week);
  });

  it('puts the 29th, 30th and 31st in week 4', () => {
    expect([29, 30, 31].map((day) => weekOfMonth(new Date(2026, 0, day)))).toEqual([4, 4, 4]);
  });

  it('reads the local day, not the UTC one', () => {
    expect(weekOfMonth(new Date(2026, 2, 7, 23, 59))).toBe(1);
    expect(weekOfMonth(new Date(2026, 2, 8, 0, 0))).toBe(2);
  });
});
