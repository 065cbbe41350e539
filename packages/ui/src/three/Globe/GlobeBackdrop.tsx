'use client';

import { Drawing, Sphere } from '../../components/GlobeFallback/GlobeFallback.styles';
import { SPHERE_RADIUS } from '../../scene/sceneSizes';

/** The globe's body behind the dots: the same disc as `GlobeFallback` draws, crisp and free. */
export function GlobeBackdrop() {
  return (
    <Drawing viewBox="-100 -100 200 200" aria-hidden="true" focusable="false">
      <Sphere r={SPHERE_RADIUS} />
    </Drawing>
  );
}
