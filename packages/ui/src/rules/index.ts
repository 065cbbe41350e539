export { weekOfMonth, type WeekOfMonth } from './week';
export { timeOfDay, DAY_STARTS_AT_HOUR, NIGHT_STARTS_AT_HOUR, type TimeOfDay } from './dayNight';
export { TIME_SLOTS, type DayHalf, type TimeSlot } from './timeSlot';
export { SYNODIC_MONTH_DAYS } from './moon';
export { clockDigits } from './clockDigits';
export { ICON_NAMES, isIconName, type IconName } from './iconNames';
