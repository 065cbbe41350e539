import {
  fillClockFallback,
  fillTileGrid,
  fillTimeOfDay,
  fillTimeSlots,
  fillWeekTracker,
} from '@portfolio/ui/fill';
import { clockDigits, timeOfDay } from '@portfolio/ui/rules';
import { moonDay } from '../data/moon/localMoon';
import { yangonDate } from '../data/yangon';
import type { NowFact } from './Now';
import { dayHalf, timeSlot } from './timeSlot';

/** The texts of the language the page was prerendered in. */
export interface NowTexts {
  months: string[];
  /** e.g. "{{month}} {{year}}" */
  monthYear: string;
  /** e.g. "{{month}} {{day}}, {{year}}" */
  longDate: string;
  /** e.g. "The time is {{time}}" */
  clock: string;
}

/** i18next's `{{name}}` interpolation, as the app formats the same texts. */
const format = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** Writes one value at `date`, computed only where the page shows it (the moon's takes a while). */
type Fill = (element: Element, date: Date, texts: NowTexts) => void;

const setText = (element: Element, text: string) => {
  element.textContent = text;
};
const monthName = (texts: NowTexts, month: number) => texts.months[month] ?? '';

/**
 * How each value that follows the time is written into the prerendered page: the texts here, the
 * library's components by the fill each exports beside its markup, given the props the app
 * renders it with.
 */
const FILLS: Record<NowFact, Fill> = {
  'month-year': (element, date, texts) =>
    setText(
      element,
      format(texts.monthYear, {
        month: monthName(texts, date.getMonth()),
        year: date.getFullYear(),
      }),
    ),
  year: (element, date) => setText(element, String(date.getFullYear())),
  'yangon-date': (element, date, texts) => {
    const [year = 0, month = 1, day = 1] = yangonDate(date).split('-').map(Number);
    setText(element, format(texts.longDate, { month: monthName(texts, month - 1), day, year }));
  },
  clock: (region, date, texts) =>
    fillClockFallback(region, {
      time: date,
      label: format(texts.clock, { time: clockDigits(date) }),
    }),
  week: (region, date) => fillWeekTracker(region, { today: date }),
  'time-of-day': (region, date) => fillTimeOfDay(region, timeOfDay(date)),
  slot: (region, date) => fillTimeSlots(region, { current: timeSlot(date), half: dayHalf(date) }),
  'moon-day': (region, date) =>
    fillTileGrid(region, String(moonDay(date)), { currentType: 'date' }),
};

/** Writes every value that follows the time into the page, as the app renders it at `date`. */
export function fillNow(document: Document, date: Date, texts: NowTexts): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-now]')) {
    const fill = FILLS[element.dataset.now as NowFact];
    fill?.(element, date, texts);
  }
}
