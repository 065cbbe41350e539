import { clockDigits } from '../../rules/clockDigits';
import type { ClockFallbackProps } from './ClockFallback';

/** Sets a server-rendered `ClockFallback` in `root` to a time, as it renders with those props. */
export function fillClockFallback(
  root: ParentNode,
  { time, label }: Pick<ClockFallbackProps, 'time' | 'label'>,
): void {
  const [hours = '', minutes = '', seconds = ''] = (time ? clockDigits(time) : '--:--:--').split(
    ':',
  );
  const parts: Record<string, string> = { hours, minutes, seconds };
  root.querySelector('[role="img"]')?.setAttribute('aria-label', label);
  for (const part of root.querySelectorAll<SVGElement>('[data-part]'))
    part.textContent = parts[part.dataset.part ?? ''] ?? '';
}
