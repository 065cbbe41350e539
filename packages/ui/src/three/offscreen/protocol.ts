import type { ClockSceneProps } from '../Clock3D/ClockScene';
import type { GlobeSceneProps } from '../Globe/GlobeScene';

/** The scenes a worker can draw, with their props. */
export interface SceneProps {
  globe: GlobeSceneProps;
  clock: ClockSceneProps;
}
export type SceneName = keyof SceneProps;

/** The canvas's CSS size and the screen's pixel ratio. */
export interface SceneSize {
  width: number;
  height: number;
  dpr: number;
}

/** Messages from a page to the worker; `id` tells the canvases apart. */
export type ToWorker =
  | {
      type: 'start';
      id: string;
      scene: SceneName;
      canvas: OffscreenCanvas;
      size: SceneSize;
      props: SceneProps[SceneName];
    }
  | { type: 'size'; id: string; size: SceneSize }
  | { type: 'props'; id: string; props: SceneProps[SceneName] }
  | { type: 'stop'; id: string };

/** The worker could not draw a canvas (no WebGL context, for one): the page shows a drawing. */
export interface FromWorker {
  type: 'failed';
  id: string;
  reason: string;
}
