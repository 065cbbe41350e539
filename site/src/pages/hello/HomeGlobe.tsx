import { useDeferredValue } from 'react';
import { OffscreenGlobe } from '@portfolio/ui/three/offscreen';
import { usePrefersReducedMotion } from '../../browser/useMediaQuery';
import { sceneServer } from '../../scenes/sceneServer';
import { useWebGL } from '../../browser/useWebGL';
import { useGlobePoints } from '../../data/globe';
import { GlobeDrawing, HOME_LONGITUDE } from './GlobeDrawing';

/**
 * The 3D globe where WebGL works, drawn by a worker where it can be (its code and points load
 * only then); a drawing elsewhere and until it is ready. The swap waits for input (deferred, as
 * `useWebGL` is): the drawing's removal and the globe's mounting take a slow phone's thread for
 * 40 ms.
 */
export function HomeGlobe({ label }: { label: string }) {
  const webgl = useWebGL();
  const reducedMotion = usePrefersReducedMotion();
  const points = useDeferredValue(useGlobePoints(webgl !== 'none'));
  const drawing = <GlobeDrawing label={label} />;
  if (!points || webgl === 'none') return drawing;
  const props = { points, label, reducedMotion, initialRotation: HOME_LONGITUDE };
  return <OffscreenGlobe worker={sceneServer(webgl)} {...props} />;
}
