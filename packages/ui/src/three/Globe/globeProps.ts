import type { GlobeSize } from '../../scene/sceneSizes';

export interface GlobeProps {
  /** Land points as a flat list of degrees: `[lat0, lon0, lat1, lon1, ...]` (a few thousand). */
  points: ReadonlyArray<number>;
  /** The text alternative of the globe, e.g. "A globe of dots turning slowly". */
  label: string;
  /**
   * CSS size of the square (numbers are pixels); the same as `GlobeFallback`'s.
   * @default GLOBE_DEFAULT_SIZE
   */
  size?: GlobeSize;
  /**
   * Holds the globe still at `initialRotation` (for screenshots and visual tests).
   * @default false
   */
  paused?: boolean;
  /**
   * The longitude (degrees) facing the viewer at first, e.g. 96 for Myanmar.
   * @default 0
   */
  initialRotation?: number;
  /**
   * The visitor prefers reduced motion: the globe does not turn.
   * @default false
   */
  reducedMotion?: boolean;
}
