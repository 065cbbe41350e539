import type { TimeOfDay } from '../../rules/dayNight';

/**
 * Sets a server-rendered `SkyBackground` in `root`, and the `HelloHero` around it, to a time of
 * day, as they render with that prop.
 */
export function fillTimeOfDay(root: ParentNode, timeOfDay: TimeOfDay | undefined): void {
  for (const element of root.querySelectorAll('[data-time-of-day]'))
    element.setAttribute('data-time-of-day', timeOfDay ?? '');
}
