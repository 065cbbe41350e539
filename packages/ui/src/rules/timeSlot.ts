export type TimeSlot = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
/** The half of the day: slots repeat on the 12-hour clock, but mean other things am and pm. */
export type DayHalf = 'am' | 'pm';

export const TIME_SLOTS: readonly TimeSlot[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
