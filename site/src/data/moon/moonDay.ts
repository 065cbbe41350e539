/** Days 0 to 28 each have a tile; day 29 shares the last one. */
export const MOON_DAYS = Array.from({ length: 29 }, (_, day) => day);

/** The tile for a moon age in days: the age rounded; 29 shares tile 28; a full cycle is day 0 again. */
export function moonDayFromAge(age: number): number {
  const day = ((Math.round(age) % 30) + 30) % 30;
  return day === 29 ? 28 : day;
}

export type MoonTone = 'gold' | 'white' | 'lightgreen' | 'pink' | 'orange' | 'red';

/** The toast colour of a day: quarters white, new moon gold, full moon green, last day red. */
export function moonTone(day: number): MoonTone {
  if (day === 7 || day === 15 || day === 22) return 'white';
  if (day <= 6) return 'gold';
  if (day <= 14) return 'lightgreen';
  if (day <= 21) return 'pink';
  if (day <= 27) return 'orange';
  return 'red';
}

export type MoonPhaseName =
  | 'new'
  | 'waxing_crescent'
  | 'first_quarter'
  | 'waxing_gibbous'
  | 'full'
  | 'waning_gibbous'
  | 'last_quarter'
  | 'waning_crescent';

/** The phase a day's tile shows, in eight named phases (full moon falls on day 14 or 15). */
export function moonPhaseOfDay(day: number): MoonPhaseName {
  if (day === 0) return 'new';
  if (day < 7) return 'waxing_crescent';
  if (day === 7) return 'first_quarter';
  if (day < 14) return 'waxing_gibbous';
  if (day <= 15) return 'full';
  if (day < 22) return 'waning_gibbous';
  if (day === 22) return 'last_quarter';
  return 'waning_crescent';
}
