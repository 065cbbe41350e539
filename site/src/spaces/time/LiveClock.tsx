import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { clockDigits, ClockFallback } from '@portfolio/ui';
import { OffscreenClock3D } from '@portfolio/ui/three/offscreen';
import { usePrefersReducedMotion } from '../../browser/useMediaQuery';
import { sceneWorker } from '../../scenes/sceneWorker';
import { useWebGL } from '../../browser/useWebGL';

/** The clock drawn on the page, for browsers whose workers cannot draw WebGL. */
const Clock3D = lazy(() =>
  import('@portfolio/ui/three').then((module) => ({ default: module.Clock3D })),
);

/**
 * The 3D clock where WebGL works, drawn by a worker where it can be; a drawn clock elsewhere,
 * and while the time is not known yet (prerendering).
 */
export function LiveClock({ now }: { now: Date | undefined }) {
  const { t } = useTranslation();
  const webgl = useWebGL();
  const reducedMotion = usePrefersReducedMotion();
  const label = t('time.clock', { time: now ? clockDigits(now) : '--:--:--' });
  const drawing = <ClockFallback time={now} label={label} />;
  if (webgl === 'none' || !now) return drawing;
  const props = { time: now, label, reducedMotion };
  if (webgl === 'worker') return <OffscreenClock3D worker={sceneWorker()} {...props} />;
  return (
    <Suspense fallback={drawing}>
      <Clock3D {...props} />
    </Suspense>
  );
}
