/** The fixed place of the Sun page: Yangon, Myanmar. */
export const YANGON = {
  latitude: 16.871311,
  longitude: 96.199379,
  timeZone: 'Asia/Yangon',
  utcOffset: '+06:30',
} as const;

const ymd = new Intl.DateTimeFormat('en-US', {
  timeZone: YANGON.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Yangon at an instant, as `YYYY-MM-DD` (from its parts, not a format). */
export function yangonDate(instant: Date): string {
  const parts = ymd.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The instant Yangon's day `YYYY-MM-DD` begins (Yangon keeps UTC+06:30 all year). */
export function yangonMidnight(day: string): Date {
  return new Date(`${day}T00:00:00${YANGON.utcOffset}`);
}

const hm = new Intl.DateTimeFormat('en-GB', {
  timeZone: YANGON.timeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Yangon's wall-clock time, `HH:MM`. */
export function yangonTime(instant: Date): string {
  return hm.format(instant);
}
