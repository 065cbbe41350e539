import { useTranslation } from 'react-i18next';

/** A calendar date from `YYYY-MM-DD`, on the local calendar (no time zone shift). */
export function calendarDate(iso: string): Date {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/**
 * Dates written with the translation files' month names and patterns rather than `Intl`,
 * whose data in browsers lacks some languages (Chromium has no Burmese).
 */
export function useDateFormat() {
  const { t } = useTranslation();
  const monthName = (date: Date) => t('date.months', { returnObjects: true })[date.getMonth()];
  return {
    monthYear: (date: Date) =>
      t('date.month_year', { month: monthName(date), year: date.getFullYear() }),
    long: (date: Date) =>
      t('date.long', { month: monthName(date), day: date.getDate(), year: date.getFullYear() }),
  };
}
