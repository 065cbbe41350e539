import { GlobeFallback } from '@portfolio/ui';

/** The longitude turned towards the visitor at first: Myanmar's. */
export const HOME_LONGITUDE = 96;

/** The landing page's globe drawn flat, as it stands before (or without) the 3D globe. */
export const GlobeDrawing = ({ label }: { label: string }) => (
  <GlobeFallback label={label} rotation={HOME_LONGITUDE} />
);
