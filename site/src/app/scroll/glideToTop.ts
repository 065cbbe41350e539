import { REDUCED_MOTION } from '../../browser/useMediaQuery';

export const SCROLL_STEP_PX = 20;
export const SCROLL_INTERVAL_MS = 16;
const VISITOR_TAKES_OVER = ['wheel', 'touchstart', 'keydown'] as const;

/**
 * The window glides to the top, 20 px every 16 ms, or jumps there when the visitor prefers
 * reduced motion. Scrolling by hand stops the glide, as does the function it returns.
 */
export function glideToTop(): () => void {
  if (window.matchMedia(REDUCED_MOTION).matches) {
    window.scrollTo(0, 0);
    return () => {};
  }
  const timer = window.setInterval(() => {
    if (window.scrollY <= 0) stop();
    else window.scrollTo(0, Math.max(0, window.scrollY - SCROLL_STEP_PX));
  }, SCROLL_INTERVAL_MS);
  function stop() {
    window.clearInterval(timer);
    VISITOR_TAKES_OVER.forEach((type) => window.removeEventListener(type, stop));
  }
  VISITOR_TAKES_OVER.forEach((type) => window.addEventListener(type, stop, { passive: true }));
  return stop;
}
