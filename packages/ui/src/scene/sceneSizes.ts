// The sizes of the 3D scenes and of their drawn stand-ins. The main entry's fallbacks and the
// scenes' worker import them: no three.js and no styling code here.

/** The default outer size of the globe and of its fallback drawing. */
export const GLOBE_DEFAULT_SIZE = 'min(90vw, 28rem)';

/** A CSS length: numbers are pixels. */
export type GlobeSize = number | string;

/** Radius of the sphere in a 200 x 200 drawing centred on 0: the 3D globe fills its square alike. */
export const SPHERE_RADIUS = 92;

/** The default outer width of the clock and of its fallback drawing. */
export const CLOCK_DEFAULT_SIZE = 'min(90vw, 32rem)';

/** A CSS width: numbers are pixels. */
export type ClockSize = number | string;

/** Width over height of the clock's box, shared by the 3D clock and its fallback. */
export const CLOCK_ASPECT = 16 / 5;
