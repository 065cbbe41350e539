/**
 * Resolves in a task of its own, after input that is waiting: before a long task (hydrating),
 * a tap or key made meanwhile is handled first instead of waiting for it.
 */
export function yieldToInput(): Promise<void> {
  // Chromium's scheduler.yield; elsewhere a task (browsers run input before timers).
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
