/** The fixed place of the Sun page: Yangon, Myanmar. */
export const YANGON = {
  latitude: 16.871311,
  longitude: 96.199379,
  timeZone: 'Asia/Yangon',
  utcOffset: '+06:30',
} as const;

// Yangon keeps UTC+06:30 all year, so its wall clock is plain arithmetic. Not Intl: a page's first
// Intl.DateTimeFormat costs 30-50 ms (ICU's set-up), and the boot script reads Yangon's day before
// the first paint.
const [offsetHours = 0, offsetMinutes = 0] = YANGON.utcOffset.split(':').map(Number);
const OFFSET_MS = (offsetHours * 60 + Math.sign(offsetHours) * offsetMinutes) * 60_000;

/** Yangon's wall clock at `instant`, as an ISO string read in UTC: `YYYY-MM-DDTHH:MM:SS.sssZ`. */
const wallClock = (instant: Date) => new Date(instant.getTime() + OFFSET_MS).toISOString();

/** The calendar day in Yangon at an instant, as `YYYY-MM-DD`. */
export function yangonDate(instant: Date): string {
  return wallClock(instant).slice(0, 10);
}

/** The instant Yangon's day `YYYY-MM-DD` begins. */
export function yangonMidnight(day: string): Date {
  return new Date(`${day}T00:00:00${YANGON.utcOffset}`);
}

/** An instant as Yangon's wall-clock time, `HH:MM`. */
export function yangonTime(instant: Date): string {
  return wallClock(instant).slice(11, 16);
}
