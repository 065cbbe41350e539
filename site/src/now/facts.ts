import {
  clockDigits,
  timeOfDay,
  weekOfMonth,
  type DayHalf,
  type TimeOfDay,
  type TimeSlot,
  type WeekOfMonth,
} from '@portfolio/ui/rules';
import { moonDay } from '../data/moon/localMoon';
import { yangonDate } from '../data/yangon';
import { dayHalf, timeSlot } from './timeSlot';

/** Everything a page shows that follows the current time, at one instant. */
export interface NowFacts {
  /** The visitor's local calendar and clock. */
  date: Date;
  week: WeekOfMonth;
  timeOfDay: TimeOfDay;
  slot: TimeSlot;
  half: DayHalf;
  /** `HH:MM:SS` */
  clock: string;
  /** Yangon's calendar day, `YYYY-MM-DD` (the Sun page's). */
  yangonDay: string;
  moonDay: number;
}

export function nowFacts(date: Date): NowFacts {
  return {
    date,
    week: weekOfMonth(date),
    timeOfDay: timeOfDay(date),
    slot: timeSlot(date),
    half: dayHalf(date),
    clock: clockDigits(date),
    yangonDay: yangonDate(date),
    moonDay: moonDay(date),
  };
}
