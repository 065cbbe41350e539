let worker: Worker | undefined;

/** The one worker that draws every 3D scene of the site, started when the first one shows. */
export function sceneWorker(): Worker {
  worker ??= new Worker(new URL('./scenes.worker.ts', import.meta.url), { type: 'module' });
  return worker;
}
