import type { DayHalf, TimeSlot } from '@portfolio/ui/rules';

/** Slot by the hour on a 12-hour clock (index 0 stands for 12). */
const SLOT_BY_HOUR: Record<number, TimeSlot> = {
  6: 1,
  7: 2,
  8: 3,
  9: 3,
  10: 4,
  11: 4,
  0: 5, // 12 to 1: never reachable in the original rule, corrected here
  1: 6,
  2: 6,
  3: 7,
  4: 8,
};

/**
 * The time-of-day slot of the specification, read on a 12-hour clock, so morning and evening
 * share slots (6 to 7 is slot 1 both times): 6-7 → 1, 7-8 → 2, 8-10 → 3, 10-12 → 4, 12-1 → 5,
 * 1-3 → 6, 3-4 → 7, 4-5 → 8, and everything else (5-6) → 9.
 */
export function timeSlot(date: Date): TimeSlot {
  return SLOT_BY_HOUR[date.getHours() % 12] ?? 9;
}

/** Before noon (00:00 to 11:59) or after (12:00 to 23:59), local time. */
export function dayHalf(date: Date): DayHalf {
  return date.getHours() < 12 ? 'am' : 'pm';
}

/** The hours each slot covers, on the 12-hour clock, in slot order. */
export const TIME_SLOT_HOURS: Record<TimeSlot, string> = {
  1: '6 – 7',
  2: '7 – 8',
  3: '8 – 10',
  4: '10 – 12',
  5: '12 – 1',
  6: '1 – 3',
  7: '3 – 4',
  8: '4 – 5',
  9: '5 – 6',
};
