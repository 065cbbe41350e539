import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { clockDigits, ClockFallback } from '@portfolio/ui';
import { usePrefersReducedMotion } from '../../app/useMediaQuery';
import { useWebGL } from '../../app/useWebGL';

const Clock3D = lazy(() =>
  import('@portfolio/ui/three').then((module) => ({ default: module.Clock3D })),
);

/** The 3D clock where WebGL works (its code loads only then), a drawn clock elsewhere. */
export function LiveClock({ now }: { now: Date }) {
  const { t } = useTranslation();
  const webgl = useWebGL();
  const reducedMotion = usePrefersReducedMotion();
  const label = t('time.clock', { time: clockDigits(now) });
  const drawing = <ClockFallback time={now} label={label} />;
  if (!webgl) return drawing;
  return (
    <Suspense fallback={drawing}>
      <Clock3D time={now} label={label} reducedMotion={reducedMotion} />
    </Suspense>
  );
}
