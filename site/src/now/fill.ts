import {
  fillClockFallback,
  fillTileGrid,
  fillTimeOfDay,
  fillTimeSlots,
  fillWeekTracker,
} from '@portfolio/ui/fill';
import type { NowFacts } from './facts';
import type { NowFact } from './Now';

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

type Fill = (element: Element, facts: NowFacts, texts: NowTexts) => void;

const setText = (element: Element, text: string) => {
  element.textContent = text;
};
const monthName = (facts: NowFacts, texts: NowTexts, month = facts.date.getMonth()) =>
  texts.months[month] ?? '';

/**
 * How each value that follows the time is written into the prerendered page: the texts here, the
 * library's components by the fill each exports beside its markup, given the props the app
 * renders it with.
 */
const FILLS: Record<NowFact, Fill> = {
  'month-year': (element, facts, texts) =>
    setText(
      element,
      format(texts.monthYear, { month: monthName(facts, texts), year: facts.date.getFullYear() }),
    ),
  year: (element, facts) => setText(element, String(facts.date.getFullYear())),
  'yangon-date': (element, facts, texts) => {
    const [year = 0, month = 1, day = 1] = facts.yangonDay.split('-').map(Number);
    setText(
      element,
      format(texts.longDate, { month: monthName(facts, texts, month - 1), day, year }),
    );
  },
  clock: (region, facts, texts) =>
    fillClockFallback(region, {
      time: facts.date,
      label: format(texts.clock, { time: facts.clock }),
    }),
  week: (region, facts) => fillWeekTracker(region, { today: facts.date }),
  'time-of-day': (region, facts) => fillTimeOfDay(region, facts.timeOfDay),
  slot: (region, facts) => fillTimeSlots(region, { current: facts.slot, half: facts.half }),
  'moon-day': (region, facts) =>
    fillTileGrid(region, String(facts.moonDay), { currentType: 'date' }),
};

/** Writes every value that follows the time into the page, as the app renders it at `facts`. */
export function fillNow(document: Document, facts: NowFacts, texts: NowTexts): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-now]')) {
    const fill = FILLS[element.dataset.now as NowFact];
    fill?.(element, facts, texts);
  }
}
