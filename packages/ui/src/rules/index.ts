export { weekOfMonth, type WeekOfMonth } from './week';
export { timeOfDay, DAY_STARTS_AT_HOUR, NIGHT_STARTS_AT_HOUR, type TimeOfDay } from './dayNight';
