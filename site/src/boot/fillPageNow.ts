// Only these keys of the English file are bundled with the boot script.
import { date, time } from '../../public/assets/i18n/en.json';
import { nowFacts } from '../now/facts';
import { fillNow } from '../now/fill';

/**
 * Fills the prerendered page with what follows the current time (the month, the week, the sky,
 * the clock, the slot, the moon's day, the year) and notes the instant on
 * `<html data-now-instant>`, so the app hydrates as of the very same (see useNow). Should it
 * fail, the page keeps its blanks and the app fills them: the boot goes on either way.
 */
export function fillPageNow(): void {
  try {
    const instant = Date.now();
    fillNow(document, nowFacts(new Date(instant)), {
      months: date.months,
      monthYear: date.month_year,
      longDate: date.long,
      clock: time.clock,
    });
    document.documentElement.dataset.nowInstant = String(instant);
    // For the tests and the curious: this comes before the page's first paint.
    performance.mark('now-filled');
  } catch (error) {
    console.warn('The page could not be set to the current time before its first paint:', error);
  }
}
