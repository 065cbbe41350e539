import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';

/**
 * Asks for a new frame (the canvas uses `frameloop="demand"`) at most `fps` times a second while
 * `running`; nothing at all otherwise. Follows `requestAnimationFrame`, so hidden tabs get none.
 */
export function useFrameCap(fps: number, running: boolean) {
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    if (!running) return;
    // A frame is due once the interval has passed, with a millisecond of slack for vsync jitter.
    const interval = 1000 / fps - 1;
    let last = -Infinity;
    let request = requestAnimationFrame(function tick(now) {
      if (now - last >= interval) {
        last = now;
        invalidate();
      }
      request = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(request);
  }, [fps, running, invalidate]);
}
