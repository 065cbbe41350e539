import { describe, expect, it } from 'vitest';
import { slotHours, SLOTS_IN_DAY_ORDER, timeSlot } from './timeSlot';

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

describe('the slots in the order of the day', () => {
  it('start at midnight (and noon) and cover the half day without a gap', () => {
    expect(SLOTS_IN_DAY_ORDER).toEqual([5, 6, 7, 8, 9, 1, 2, 3, 4]);
    const ranges = (half: 'am' | 'pm') => SLOTS_IN_DAY_ORDER.map((slot) => slotHours(slot, half));
    expect(ranges('am')).toEqual([
      '00 – 01',
      '01 – 03',
      '03 – 04',
      '04 – 05',
      '05 – 06',
      '06 – 07',
      '07 – 08',
      '08 – 10',
      '10 – 12',
    ]);
    expect(ranges('pm')).toEqual([
      '12 – 13',
      '13 – 15',
      '15 – 16',
      '16 – 17',
      '17 – 18',
      '18 – 19',
      '19 – 20',
      '20 – 22',
      '22 – 24',
    ]);
  });

  it('each range holds the hours its slot is chosen for', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const slot = timeSlot(at(hour, 30));
      const [start, end] = slotHours(slot, hour < 12 ? 'am' : 'pm')
        .split(' – ')
        .map(Number);
      expect(hour >= (start ?? NaN) && hour < (end ?? NaN)).toBe(true);
    }
  });
});
