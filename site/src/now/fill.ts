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

/** Marks, among `selector` in `region`, the one whose `key` attribute is `value`. */
function markOne(
  region: Element,
  selector: string,
  key: string,
  value: string | number,
  marks: Record<string, string>,
) {
  for (const element of region.querySelectorAll(selector)) {
    const chosen = element.getAttribute(key) === String(value);
    for (const [name, mark] of Object.entries(marks))
      if (chosen) element.setAttribute(name, mark);
      else element.removeAttribute(name);
  }
}

type Fill = (element: Element, facts: NowFacts, texts: NowTexts) => void;

const setText = (element: Element, text: string) => {
  element.textContent = text;
};
const monthName = (facts: NowFacts, texts: NowTexts, month = facts.date.getMonth()) =>
  texts.months[month] ?? '';

/** How each value that follows the time is written into the prerendered page. */
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
  clock: (region, facts, texts) => {
    const [hours = '', minutes = '', seconds = ''] = facts.clock.split(':');
    region
      .querySelector('[role="img"]')
      ?.setAttribute('aria-label', format(texts.clock, { time: facts.clock }));
    const parts = { hours, minutes, seconds };
    for (const part of region.querySelectorAll<SVGElement>('[data-part]'))
      setText(part, parts[part.dataset.part as keyof typeof parts] ?? '');
  },
  week: (region, facts) =>
    markOne(region, '[data-week]', 'data-week', facts.week, { 'aria-current': 'date' }),
  'time-of-day': (region, facts) => {
    for (const element of region.querySelectorAll('[data-time-of-day]'))
      element.setAttribute('data-time-of-day', facts.timeOfDay);
  },
  slot: (region, facts) => {
    markOne(region, 'li[data-slot]', 'data-slot', facts.slot, { 'aria-current': 'time' });
    region.querySelector('[data-half]')?.setAttribute('data-half', facts.half);
  },
  'moon-day': (region, facts) =>
    markOne(region, '[data-id]', 'data-id', facts.moonDay, {
      'aria-current': 'date',
      'data-state': 'current',
    }),
};

/** Writes every value that follows the time into the page, as the app renders it at `facts`. */
export function fillNow(document: Document, facts: NowFacts, texts: NowTexts): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-now]')) {
    const fill = FILLS[element.dataset.now as NowFact];
    fill?.(element, facts, texts);
  }
}
