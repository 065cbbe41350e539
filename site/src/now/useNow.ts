import { useSyncExternalStore } from 'react';

/**
 * The instant the page is hydrated as of: the one the boot script filled the prerendered page
 * with (`<html data-now-instant>`, see boot/fillPageNow.ts), so hydration renders what the
 * visitor already sees. While prerendering there is no "now": NaN.
 */
function pageInstant(): number {
  if (typeof document === 'undefined') return NaN;
  const filled = Number(document.documentElement.dataset.nowInstant);
  return Number.isNaN(filled) || filled === 0 ? Date.now() : filled;
}

/** The time rounded down to the interval, so the snapshot holds still between ticks. */
function tick(intervalMs: number): number {
  const now = Date.now();
  return now - (now % intervalMs);
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
    () => tick(intervalMs),
    pageInstant,
  );
  return Number.isNaN(time) ? undefined : new Date(time);
}
