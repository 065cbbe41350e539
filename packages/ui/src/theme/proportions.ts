// Proportions shared by the 3D scenes and their drawn stand-ins; kept free of styling code so
// that the scenes' worker bundle need not carry styled-components.

/** Radius of the sphere in a 200 x 200 drawing centred on 0: the 3D globe fills its square alike. */
export const SPHERE_RADIUS = 92;

/** Width over height of the clock's box, shared by the 3D clock and its fallback. */
export const CLOCK_ASPECT = 16 / 5;
