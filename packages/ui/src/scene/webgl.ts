// WebGL detection, exported by the main entry: it must stay free of three.js.

type TestCanvas = { getContext(kind: 'webgl2' | 'webgl'): unknown };

/** Whether `canvas` gives a WebGL context; the test context is released at once. */
function drawsWebGL(canvas: TestCanvas): boolean {
  try {
    const gl = (canvas.getContext('webgl2') ??
      canvas.getContext('webgl')) as WebGLRenderingContext | null;
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return gl !== null;
  } catch {
    return false;
  }
}

let onPage: boolean | undefined;

/**
 * Whether this browser can draw WebGL: ask before loading `@portfolio/ui/three` (the globe, the
 * clock) and what it draws. False on the server, when no context can be made, or when asking
 * throws. The answer is remembered.
 */
export function hasWebGL(): boolean {
  if (typeof document === 'undefined') return false;
  onPage ??= drawsWebGL(document.createElement('canvas'));
  return onPage;
}

/** What `answerWebGLProbe` needs of a dedicated worker's global scope. */
export interface ProbeScope {
  postMessage(drawsWebGL: boolean): void;
}

/**
 * Tells the page that started this worker whether a worker can draw WebGL (see
 * `askOffscreenWebGL`). Call it in a module worker of its own: it imports nothing else, so it
 * starts in a moment.
 */
export function answerWebGLProbe(scope: ProbeScope = self as unknown as ProbeScope) {
  scope.postMessage(
    typeof OffscreenCanvas !== 'undefined' && drawsWebGL(new OffscreenCanvas(1, 1)),
  );
}

const canHandOverCanvas = () =>
  typeof Worker !== 'undefined' &&
  typeof OffscreenCanvas !== 'undefined' &&
  'transferControlToOffscreen' in HTMLCanvasElement.prototype;

/**
 * Whether a worker can draw WebGL into a canvas of this page, as `OffscreenGlobe` and
 * `OffscreenClock3D` (`@portfolio/ui/three/offscreen`) have it do. The worker `probe` starts
 * (one that calls `answerWebGLProbe()`) is asked, and ended once it answers: the page's own
 * thread makes no test context, which costs tens of milliseconds the first time. False on the
 * server, where a canvas cannot be handed to a worker, and when the probe fails to start.
 */
export function askOffscreenWebGL(probe: () => Worker): Promise<boolean> {
  if (typeof document === 'undefined' || !canHandOverCanvas()) return Promise.resolve(false);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = probe();
    } catch {
      resolve(false);
      return;
    }
    const answer = (drawn: boolean) => {
      worker.terminate();
      resolve(drawn);
    };
    worker.addEventListener('message', ({ data }: MessageEvent<unknown>) => answer(data === true));
    worker.addEventListener('error', () => answer(false));
  });
}
