import { lazy, Suspense } from 'react';
import { GlobeFallback } from '@portfolio/ui';
import { usePrefersReducedMotion } from '../../app/useMediaQuery';
import { useWebGL } from '../../app/useWebGL';
import { useGlobePoints } from '../../data/globe';

const Globe = lazy(() =>
  import('@portfolio/ui/three').then((module) => ({ default: module.Globe })),
);

/** The longitude turned towards the visitor at first: Myanmar's. */
const HOME_LONGITUDE = 96;

/** The 3D globe where WebGL works (its code and points load only then); a drawing elsewhere. */
export function HomeGlobe({ label }: { label: string }) {
  const webgl = useWebGL();
  const reducedMotion = usePrefersReducedMotion();
  const points = useGlobePoints(webgl);
  const drawing = <GlobeFallback label={label} rotation={HOME_LONGITUDE} />;
  if (!points) return drawing;
  return (
    <Suspense fallback={drawing}>
      <Globe
        points={points}
        label={label}
        reducedMotion={reducedMotion}
        initialRotation={HOME_LONGITUDE}
      />
    </Suspense>
  );
}
