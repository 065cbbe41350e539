import type { FromWorker, SceneServer, ToWorker } from '@portfolio/ui/three/offscreen';
import type { WorkerScope } from '@portfolio/ui/three/worker';

let server: SceneServer | undefined;

const message = (data: unknown) => new MessageEvent('message', { data });

function serveOnPage(): SceneServer {
  const toPage = new EventTarget();
  const toScenes = new EventTarget();
  const scope: WorkerScope = {
    addEventListener: (type, listener) =>
      toScenes.addEventListener(type, listener as unknown as EventListener),
    postMessage: (data: FromWorker) => toPage.dispatchEvent(message(data)),
  };
  const serving = import('./pageScenes').then(({ serveScenes }) => serveScenes(scope));
  serving.catch((error: unknown) => console.warn('The 3D scenes keep their drawings:', error));
  return {
    drawsOnPage: true,
    // Its code failing to arrive fails each scene, as a worker that cannot draw does.
    postMessage: (data: ToWorker) =>
      void serving.then(
        () => toScenes.dispatchEvent(message(data)),
        (error: unknown) =>
          data.type === 'start' &&
          toPage.dispatchEvent(message({ type: 'failed', id: data.id, reason: String(error) })),
      ),
    addEventListener: (type: string, listener: (event: never) => void) =>
      toPage.addEventListener(type, listener as EventListener),
    removeEventListener: (type: string, listener: (event: never) => void) =>
      toPage.removeEventListener(type, listener as EventListener),
  };
}

/**
 * The scenes drawn on the page, for browsers whose workers cannot draw WebGL: the worker's own
 * scene server, run here, given the canvas itself. Its code loads with the first scene.
 */
export function pageSceneServer(): SceneServer {
  server ??= serveOnPage();
  return server;
}
