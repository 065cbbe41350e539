export type TimeOfDay = 'day' | 'night';

export const DAY_STARTS_AT_HOUR = 4;
export const NIGHT_STARTS_AT_HOUR = 20;

/** Day from 04:00 to 19:59 local time, night otherwise. */
export function timeOfDay(date: Date): TimeOfDay {
  const hour = date.getHours();
  return hour >= DAY_STARTS_AT_HOUR && hour < NIGHT_STARTS_AT_HOUR ? 'day' : 'night';
}
