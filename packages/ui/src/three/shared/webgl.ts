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
let inWorker: boolean | undefined;

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

/**
 * Whether a worker can draw WebGL into a canvas of this page, as `OffscreenGlobe` and
 * `OffscreenClock3D` (`@portfolio/ui/three/offscreen`) have it do. Remembered like `hasWebGL`.
 */
export function supportsOffscreenWebGL(): boolean {
  if (typeof document === 'undefined') return false;
  inWorker ??=
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype &&
    drawsWebGL(new OffscreenCanvas(1, 1));
  return inWorker;
}
