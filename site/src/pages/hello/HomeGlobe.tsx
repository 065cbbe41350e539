import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { GlobeFallback } from '@portfolio/ui';
import { OffscreenGlobe } from '@portfolio/ui/three/offscreen';
import { usePrefersReducedMotion } from '../../browser/useMediaQuery';
import { sceneWorker } from '../../scenes/sceneWorker';
import { useWebGL } from '../../browser/useWebGL';
import { useGlobePoints } from '../../data/globe';

/** The globe drawn on the page, for browsers whose workers cannot draw WebGL. */
const Globe = lazy(() =>
  import('@portfolio/ui/three').then((module) => ({ default: module.Globe })),
);

/** The longitude turned towards the visitor at first: Myanmar's. */
const HOME_LONGITUDE = 96;

/**
 * The 3D globe where WebGL works, drawn by a worker where it can be (its code and points load
 * only then); a drawing elsewhere and until it is ready.
 */
export function HomeGlobe({ label }: { label: string }) {
  const webgl = useWebGL();
  const reducedMotion = usePrefersReducedMotion();
  const points = useGlobePoints(webgl !== 'none');
  const drawing = <GlobeFallback label={label} rotation={HOME_LONGITUDE} />;
  if (!points) return drawing;
  const props = { points, label, reducedMotion, initialRotation: HOME_LONGITUDE };
  if (webgl === 'worker') return <OffscreenGlobe worker={sceneWorker()} {...props} />;
  // Its code failing to arrive leaves the drawing, never the page without its globe.
  return (
    <ErrorBoundary
      fallback={drawing}
      onError={(error) => console.warn('The globe keeps its drawing:', error)}
    >
      <Suspense fallback={drawing}>
        <Globe {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
