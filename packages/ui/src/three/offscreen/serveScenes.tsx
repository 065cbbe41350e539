import type { ReactNode } from 'react';
import { createRoot, extend, type ReconcilerRoot } from '@react-three/fiber';
import {
  AmbientLight,
  BufferAttribute,
  BufferGeometry,
  DirectionalLight,
  Group,
  Mesh,
  Points,
} from 'three';
import { ClockScene } from '../Clock3D/ClockScene';
import { GlobeScene } from '../Globe/GlobeScene';
import { CLOCK_VIEW, GLOBE_VIEW, type SceneView } from '../views';
import type {
  FromWorker,
  SceneCanvas,
  SceneName,
  SceneProps,
  SceneSize,
  ToWorker,
} from './protocol';

/** What `serveScenes` needs of a dedicated worker's global scope. */
export interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
  postMessage(message: FromWorker): void;
}

// `createRoot`, unlike `<Canvas>`, registers none of three's classes: those the scenes use.
extend({ AmbientLight, BufferAttribute, BufferGeometry, DirectionalLight, Group, Mesh, Points });

const VIEWS: Record<SceneName, SceneView> = { globe: GLOBE_VIEW, clock: CLOCK_VIEW };
const SCENES: { [K in SceneName]: (props: SceneProps[K]) => ReactNode } = {
  globe: (props) => <GlobeScene {...props} />,
  clock: (props) => <ClockScene {...props} />,
};

interface Drawn {
  root: ReconcilerRoot<SceneCanvas>;
  scene: SceneName;
  size: SceneSize;
  props: SceneProps[SceneName];
  /** Messages are applied one after another: configuring a root is asynchronous. */
  queue: Promise<void>;
}

async function draw({ root, scene, size, props }: Drawn) {
  const view = VIEWS[scene];
  const [minDpr, maxDpr] = view.dpr;
  await root.configure({
    ...view,
    frameloop: 'demand',
    dpr: Math.min(Math.max(size.dpr, minDpr), maxDpr),
    size: { width: size.width, height: size.height, top: 0, left: 0 },
  });
  // The message's scene names its props' shape.
  root.render((SCENES[scene] as (props: SceneProps[SceneName]) => ReactNode)(props));
}

/**
 * Draws the 3D scenes (the globe, the clock) inside a worker, so that a page's main thread never
 * runs three.js: call it once in a module worker and hand that worker to `OffscreenGlobe` and
 * `OffscreenClock3D` (`@portfolio/ui/three/offscreen`). Given a `scope` of its own, it draws on
 * the page instead (see `SceneServer`).
 */
export function serveScenes(scope: WorkerScope = self as unknown as WorkerScope) {
  const scenes = new Map<string, Drawn>();

  const update = (id: string, change: (drawn: Drawn) => void) => {
    const drawn = scenes.get(id);
    if (!drawn) return;
    change(drawn);
    drawn.queue = drawn.queue
      .then(() => (scenes.get(id) === drawn ? draw(drawn) : undefined))
      .catch((error: unknown) => {
        scenes.delete(id);
        drawn.root.unmount();
        scope.postMessage({ type: 'failed', id, reason: String(error) });
      });
  };

  scope.addEventListener('message', ({ data }) => {
    switch (data.type) {
      case 'start': {
        const { id, scene, canvas, size, props } = data;
        scenes.set(id, { root: createRoot(canvas), scene, size, props, queue: Promise.resolve() });
        update(id, () => {});
        break;
      }
      case 'size':
        update(data.id, (drawn) => (drawn.size = data.size));
        break;
      case 'props':
        update(data.id, (drawn) => (drawn.props = data.props));
        break;
      case 'stop':
        scenes.get(data.id)?.root.unmount();
        scenes.delete(data.id);
        break;
    }
  });
}
