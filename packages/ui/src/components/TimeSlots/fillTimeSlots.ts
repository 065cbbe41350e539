import { markOne } from '../../fill/markOne';
import type { TimeSlotsProps } from './TimeSlots';

/** Sets server-rendered `TimeSlots` in `root` to a slot and half, as they render with those props. */
export function fillTimeSlots(
  root: ParentNode,
  { current, half }: Pick<TimeSlotsProps, 'current' | 'half'>,
): void {
  markOne(root, 'li[data-slot]', 'data-slot', current, { 'aria-current': 'time' });
  root.querySelector('[data-half]')?.setAttribute('data-half', half ?? '');
}
