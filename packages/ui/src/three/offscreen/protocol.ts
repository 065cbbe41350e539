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

/** What a scene is drawn into: a canvas's offscreen control in a worker, the canvas on the page. */
export type SceneCanvas = OffscreenCanvas | HTMLCanvasElement;

/** Messages from a page to the worker; `id` tells the canvases apart. */
export type ToWorker =
  | {
      type: 'start';
      id: string;
      scene: SceneName;
      canvas: SceneCanvas;
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

/**
 * What draws the scenes: a module worker that called `serveScenes()`, or anything else that
 * speaks the same messages. One that runs `serveScenes` on the page's own thread (for browsers
 * whose workers cannot draw WebGL) says `drawsOnPage` and is handed the canvas itself.
 */
export interface SceneServer {
  readonly drawsOnPage?: boolean;
  postMessage(message: ToWorker, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromWorker>) => void): void;
  addEventListener(type: 'error', listener: () => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<FromWorker>) => void): void;
  removeEventListener(type: 'error', listener: () => void): void;
}
