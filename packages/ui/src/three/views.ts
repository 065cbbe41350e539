import type { CanvasProps } from '@react-three/fiber';
import { ROW_WIDTH } from './Clock3D/ClockScene';
import { CLOCK_ASPECT, SPHERE_RADIUS } from '../scene/sceneSizes';

/** How a scene is looked at and drawn, the same on the main thread and in a worker. */
export interface SceneView {
  camera: NonNullable<CanvasProps['camera']>;
  gl: NonNullable<CanvasProps['gl']>;
  /** Device pixel ratio bounds: the screen's own, up to where a frame would cost too much. */
  dpr: [number, number];
  /** Colours as given, without tone mapping. */
  flat?: boolean;
}

const GL = { antialias: false, powerPreference: 'low-power', alpha: true } as const;
const halfAngle = (fov: number) => Math.tan((fov * Math.PI) / 360);

const GLOBE_FOV = 30;
/** The camera's distance at which the sphere fills its square as in `GlobeFallback`. */
const GLOBE_DISTANCE = 1 / Math.sin(Math.atan((SPHERE_RADIUS / 100) * halfAngle(GLOBE_FOV)));

export const GLOBE_VIEW: SceneView = {
  camera: { fov: GLOBE_FOV, near: 0.1, far: 10, position: [0, 0, GLOBE_DISTANCE] },
  gl: GL,
  // It turns at up to 30 frames a second: a 3x phone would fill 2.25 times the pixels of 2x for
  // dots that 2x already draws round.
  dpr: [1, 2],
};

const CLOCK_FOV = 14;
/** Share of the frame's width that the row of digits takes. */
const CLOCK_FILL = 0.8;
const CLOCK_DISTANCE = ROW_WIDTH / (CLOCK_FILL * 2 * halfAngle(CLOCK_FOV) * CLOCK_ASPECT);

export const CLOCK_VIEW: SceneView = {
  camera: { fov: CLOCK_FOV, near: 0.1, far: 20, position: [0, 0, CLOCK_DISTANCE] },
  gl: GL,
  // Drawn once a second: the digits' edges at the screen's own resolution, up to 3x.
  dpr: [1, 3],
  flat: true,
};
