import { useSyncExternalStore } from 'react';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;

/** The instant the boot script filled the prerendered page with (see boot/fillPageNow.ts). */
function filledInstant(): number | undefined {
  const filled = Number(document.documentElement.dataset.nowInstant);
  return Number.isNaN(filled) || filled === 0 ? undefined : filled;
}

/**
 * The instant the page is hydrated as of: the one it was filled with, so hydration renders what
 * the visitor already sees. While prerendering there is no "now": NaN.
 */
function pageInstant(): number {
  if (typeof document === 'undefined') return NaN;
  return filledInstant() ?? Date.now();
}

/** The time rounded down to the interval, so the snapshot holds still between ticks. */
const tick = (time: number, intervalMs: number) => time - (time % intervalMs);

/**
 * The time now, rounded down to the interval; while that is still the tick the page was filled
 * in, the page's own instant: hydration then finds nothing changed, and no part of the page is
 * rendered again (React re-renders at once, all parts still to hydrate with it, for a store that
 * changed while hydrating).
 */
function snapshot(intervalMs: number): number {
  const now = tick(Date.now(), intervalMs);
  const filled = filledInstant();
  return filled !== undefined && tick(filled, intervalMs) === now ? filled : now;
}

/**
 * The current time, renewed every `intervalMs` while the component is mounted; undefined while
 * the page is prerendered, which never shows a time of the build's. At most a minute: ticks are
 * counted from the epoch, and an hour of it is not an hour on Yangon's clock (UTC+06:30).
 */
export function useNow(intervalMs: number): Date | undefined {
  const time = useSyncExternalStore(
    (onChange) => {
      // On the tick itself (a new minute shows when the minute begins), then every interval.
      let every: number | undefined;
      const first = window.setTimeout(
        () => {
          onChange();
          every = window.setInterval(onChange, intervalMs);
        },
        intervalMs - (Date.now() % intervalMs),
      );
      return () => {
        window.clearTimeout(first);
        window.clearInterval(every);
      };
    },
    () => snapshot(intervalMs),
    pageInstant,
  );
  return Number.isNaN(time) ? undefined : new Date(time);
}
