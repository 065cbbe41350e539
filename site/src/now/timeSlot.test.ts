import { describe, expect, it } from 'vitest';
import { timeSlot } from './timeSlot';

const at = (hours: number, minutes = 0) => new Date(2026, 10, 21, hours, minutes);

describe('timeSlot', () => {
  it.each([
    [5, 59, 9],
    [6, 0, 1],
    [6, 59, 1],
    [7, 0, 2],
    [7, 59, 2],
    [8, 0, 3],
    [9, 59, 3],
    [10, 0, 4],
    [11, 59, 4],
    [12, 0, 5],
    [12, 59, 5],
    [13, 0, 6],
    [14, 59, 6],
    [15, 0, 7],
    [15, 59, 7],
    [16, 0, 8],
    [16, 59, 8],
    [17, 0, 9],
    [17, 59, 9],
    [18, 0, 1],
    [19, 30, 2],
    [21, 0, 3],
    [23, 59, 4],
    [0, 0, 5],
    [0, 59, 5],
    [1, 0, 6],
    [4, 30, 8],
  ])('%i:%i is slot %i', (hours, minutes, slot) => {
    expect(timeSlot(at(hours, minutes))).toBe(slot);
  });

  it('reaches every slot, slot 5 included', () => {
    const slots = new Set(Array.from({ length: 24 }, (_, hour) => timeSlot(at(hour))));
    expect([...slots].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
