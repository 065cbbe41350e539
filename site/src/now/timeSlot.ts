import type { DayHalf, TimeSlot } from '@portfolio/ui/rules';

/**
 * Where each slot starts on the 12-hour clock (0 stands for 12), in the order of the day. A slot
 * lasts until the next one starts: 12-1 → 5 (never reachable in the original rule, corrected
 * here), 1-3 → 6, 3-4 → 7, 4-5 → 8, 5-6 → 9, 6-7 → 1, 7-8 → 2, 8-10 → 3, 10-12 → 4.
 */
const SLOT_STARTS: ReadonlyArray<readonly [TimeSlot, number]> = [
  [5, 0],
  [6, 1],
  [7, 3],
  [8, 4],
  [9, 5],
  [1, 6],
  [2, 7],
  [3, 8],
  [4, 10],
];

/** The slots as the day goes, from midnight (and again from noon). */
export const SLOTS_IN_DAY_ORDER: readonly TimeSlot[] = SLOT_STARTS.map(([slot]) => slot);

/**
 * The time-of-day slot of the specification, read on a 12-hour clock, so morning and evening
 * share slots (6 to 7 is slot 1 both times).
 */
export function timeSlot(date: Date): TimeSlot {
  const hour = date.getHours() % 12;
  return SLOT_STARTS.findLast(([, start]) => start <= hour)?.[0] ?? 9;
}

/** Before noon (00:00 to 11:59) or after (12:00 to 23:59), local time. */
export function dayHalf(date: Date): DayHalf {
  return date.getHours() < 12 ? 'am' : 'pm';
}

const twoDigits = (hour: number) => String(hour).padStart(2, '0');

/**
 * The hours a slot covers in a half of the day, on the 24-hour clock as the clock and the sun's
 * times are: slot 1 is "06 – 07" in the morning and "18 – 19" in the evening.
 */
export function slotHours(slot: TimeSlot, half: DayHalf): string {
  const index = SLOT_STARTS.findIndex(([each]) => each === slot);
  const start = SLOT_STARTS[index]?.[1] ?? 0;
  const end = SLOT_STARTS[index + 1]?.[1] ?? 12;
  const offset = half === 'pm' ? 12 : 0;
  return `${twoDigits(start + offset)} – ${twoDigits(end + offset)}`;
}
