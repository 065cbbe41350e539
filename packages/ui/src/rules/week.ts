export type WeekOfMonth = 1 | 2 | 3 | 4;

/** Days 1-7 are week 1, 8-14 week 2, 15-21 week 3, 22 onward week 4 (local calendar day). */
export function weekOfMonth(date: Date): WeekOfMonth {
  const day = date.getDate();
  if (day <= 7) return 1;
  if (day <= 14) return 2;
  if (day <= 21) return 3;
  return 4;
}
