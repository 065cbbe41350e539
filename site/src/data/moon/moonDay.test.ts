import { describe, expect, it } from 'vitest';
import { moonDayFromAge, moonPhaseOfDay, moonTone } from './moonDay';

describe('moonDayFromAge', () => {
  it.each([
    [0, 0],
    [0.49, 0],
    [0.5, 1],
    [6.6, 7],
    [14.77, 15],
    [27.49, 27],
    [27.5, 28],
    [28.7, 28],
    [29.2, 28],
    [29.49, 28],
    [29.5, 0],
    [29.53, 0],
  ])('age %f is day %i', (age, day) => {
    expect(moonDayFromAge(age)).toBe(day);
  });
});

describe('moonTone', () => {
  it.each([
    [0, 'gold'],
    [6, 'gold'],
    [7, 'white'],
    [8, 'lightgreen'],
    [14, 'lightgreen'],
    [15, 'white'],
    [16, 'pink'],
    [21, 'pink'],
    [22, 'white'],
    [23, 'orange'],
    [27, 'orange'],
    [28, 'red'],
  ])('day %i is %s', (day, tone) => {
    expect(moonTone(day)).toBe(tone);
  });
});

describe('moonPhaseOfDay', () => {
  it.each([
    [0, 'new'],
    [1, 'waxing_crescent'],
    [7, 'first_quarter'],
    [10, 'waxing_gibbous'],
    [14, 'full'],
    [15, 'full'],
    [18, 'waning_gibbous'],
    [22, 'last_quarter'],
    [25, 'waning_crescent'],
    [28, 'waning_crescent'],
  ])('day %i shows %s', (day, phase) => {
    expect(moonPhaseOfDay(day)).toBe(phase);
  });
});
