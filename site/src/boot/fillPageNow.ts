// Only these keys of the translation files are bundled with the boot script (named imports: a
// whole file would come with a namespace import).
import { date as enDate, time as enTime } from '../i18n/strings/en.json';
import { date as koDate, time as koTime } from '../i18n/strings/ko.json';
import { date as myDate, time as myTime } from '../i18n/strings/my.json';
import { date as zhDate, time as zhTime } from '../i18n/strings/zh.json';
import type { Language } from '../i18n/languages';
import { fillNow, type NowTexts } from '../now/fill';

const texts = (date: typeof enDate, time: typeof enTime): NowTexts => ({
  months: date.months,
  monthYear: date.month_year,
  longDate: date.long,
  clock: time.clock,
});
const TEXTS: Record<Language, NowTexts> = {
  en: texts(enDate, enTime),
  my: texts(myDate, myTime),
  zh: texts(zhDate, zhTime),
  ko: texts(koDate, koTime),
};

/**
 * Fills the prerendered `page` (this one, or one about to take its place), in its `language`,
 * with what follows the current time (the month, the week, the sky, the clock, the slot, the
 * moon's day, the year) and notes the instant on `<html data-now-instant>`, so the app hydrates
 * as of the very same (see useNow). Should it fail, the page keeps its blanks and the app fills
 * them: the boot goes on either way.
 */
export function fillPageNow(language: Language, page: Document = document): void {
  try {
    const instant = Date.now();
    fillNow(page, new Date(instant), TEXTS[language]);
    document.documentElement.dataset.nowInstant = String(instant);
    // For the tests and the curious: on the page as it came, this comes before its first paint.
    performance.mark('now-filled');
  } catch (error) {
    console.warn('The page could not be set to the current time before its first paint:', error);
  }
}
