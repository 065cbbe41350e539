import { describe, expect, it } from 'vitest';
import { timeOfDay } from './dayNight';

const at = (hours: number, minutes: number) => new Date(2026, 5, 15, hours, minutes, 0);

describe('timeOfDay', () => {
  it.each([
    [0, 0, 'night'],
    [3, 59, 'night'],
    [4, 0, 'day'],
    [12, 0, 'day'],
    [19, 59, 'day'],
    [20, 0, 'night'],
    [23, 59, 'night'],
  ] as const)('%i:%i is %s', (hours, minutes, expected) => {
    expect(timeOfDay(at(hours, minutes))).toBe(expected);
  });
});
