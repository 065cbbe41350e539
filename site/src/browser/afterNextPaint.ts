/** The longest the next paint is waited for: a hidden page paints nothing until shown. */
const PAINT_WAIT_MS = 100;

/**
 * Resolves in a task after the next frame is painted: what a tap or key shows at once (a choice,
 * its Loading) is on screen before work that restyles the page (a language's faces declared).
 */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, PAINT_WAIT_MS);
  });
