const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The local time of `date` as a 24-hour clock shows it, with leading zeros: 'HH:MM:SS'. */
export function clockDigits(date: Date): string {
  const hours = twoDigits(date.getHours());
  return `${hours}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`;
}
