export { weekOfMonth, type WeekOfMonth } from './week';
export { timeOfDay, DAY_STARTS_AT_HOUR, NIGHT_STARTS_AT_HOUR, type TimeOfDay } from './dayNight';
export {
  dayHalf,
  timeSlot,
  TIME_SLOTS,
  TIME_SLOT_HOURS,
  type DayHalf,
  type TimeSlot,
} from './timeSlot';
export {
  moonDayFromAge,
  moonTone,
  moonPhaseOfDay,
  MOON_DAYS,
  SYNODIC_MONTH_DAYS,
  type MoonTone,
  type MoonPhaseName,
} from './moon';
export { clockDigits } from './clockDigits';
