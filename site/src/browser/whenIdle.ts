/** Calls `callback` once the browser is idle (within 2 s at the latest). */
export function whenIdle(callback: () => void): void {
  // Safari has no requestIdleCallback.
  const requestIdle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
  if (requestIdle) requestIdle(callback, { timeout: 2000 });
  else window.setTimeout(callback, 200);
}
