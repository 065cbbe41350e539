// Workers for the offscreen stories: one that draws, and one that always reports a failure.

/** A worker running `serveScenes()`. */
export const drawingWorker = () =>
  new Worker(new URL('./storyScenes.worker.ts', import.meta.url), { type: 'module' });

/** A worker that cannot draw: it answers every canvas it is given with a failure. */
export const failingWorker = () =>
  new Worker(
    URL.createObjectURL(
      new Blob(
        [
          "onmessage = ({ data }) => { if (data.type === 'start') postMessage({ type: 'failed', id: data.id, reason: 'no WebGL' }); };",
        ],
        { type: 'text/javascript' },
      ),
    ),
  );
