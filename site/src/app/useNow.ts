import { useSyncExternalStore } from 'react';

/**
 * The instant the page was prerendered (a `<meta name="rendered-at">` the prerenderer writes),
 * so hydration sees the same time the server did; the live time follows right after.
 */
function renderedAt(): number {
  if (typeof document === 'undefined') return serverTime;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="rendered-at"]');
  const time = meta ? Date.parse(meta.content) : NaN;
  return Number.isNaN(time) ? Date.now() : time;
}

/** Set by the prerenderer for the page it renders. */
let serverTime = Date.now();
export function setServerTime(time: number) {
  serverTime = time;
}

/** The current time, renewed every `intervalMs` while the component is mounted. */
export function useNow(intervalMs: number): Date {
  const time = useSyncExternalStore(
    (onChange) => {
      const timer = window.setInterval(onChange, intervalMs);
      return () => window.clearInterval(timer);
    },
    () => tick(intervalMs),
    renderedAt,
  );
  return new Date(time);
}

/** The time rounded down to the interval, so the snapshot holds still between ticks. */
function tick(intervalMs: number): number {
  const now = Date.now();
  return now - (now % intervalMs);
}
