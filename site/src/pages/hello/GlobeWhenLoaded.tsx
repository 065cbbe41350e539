import { lazy, Suspense } from 'react';
import { GlobeDrawing } from './GlobeDrawing';

// The globe's code (WebGL's probe, the points and their check, the worker's client) is not
// among what the page needs to answer a tap: it is fetched as the page hydrates, the drawing kept
// until it is in, and for good should it fail.
const HomeGlobe = lazy(() =>
  import('./HomeGlobe').then(
    (module) => ({ default: module.HomeGlobe }),
    (error: unknown) => {
      console.warn('The globe keeps its drawing: its code could not be loaded.', error);
      return { default: GlobeDrawing };
    },
  ),
);

/** The landing page's globe: the drawing until its code is in, then the 3D globe where it can be. */
export const GlobeWhenLoaded = ({ label }: { label: string }) => (
  <Suspense fallback={<GlobeDrawing label={label} />}>
    <HomeGlobe label={label} />
  </Suspense>
);
