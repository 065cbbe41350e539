import { markOne } from '../../fill/markOne';
import { weekOfMonth } from '../../rules/week';
import type { WeekTrackerProps } from './WeekTracker';

/** Sets a server-rendered `WeekTracker` in `root` to `today`, as it renders with that prop. */
export const fillWeekTracker = (root: ParentNode, { today }: Pick<WeekTrackerProps, 'today'>) =>
  markOne(root, '[data-week]', 'data-week', today && weekOfMonth(today), {
    'aria-current': 'date',
  });
