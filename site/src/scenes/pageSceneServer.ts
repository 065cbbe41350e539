import type { FromWorker, SceneServer, ToWorker } from '@portfolio/ui/three/offscreen';
import type { WorkerScope } from '@portfolio/ui/three/worker';
// Built with the worker's settings: on React, which react-three-fiber needs, where the page runs
// on Preact (scripts/preactInPlaceOfReact.ts).
import pageScenesUrl from './pageScenes?worker&url';
import { PAGE_SCENES_EVENT, type PageScenesEvent } from './pageScenesEvent';

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
  let handed: PageScenesEvent['detail'] | undefined;
  const receive = (event: Event) => (handed = (event as PageScenesEvent).detail);
  addEventListener(PAGE_SCENES_EVENT, receive, { once: true });
  const serving = import(/* @vite-ignore */ pageScenesUrl).then(() => {
    if (!handed) throw new Error('The page scenes did not hand over their server.');
    handed(scope);
  });
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
