let known: boolean | undefined;

/**
 * Whether this browser can draw WebGL: the site asks before it loads the 3D globe's chunk and
 * its points. False on the server, when no context can be made, or when asking throws. The test
 * context is released at once; the answer is remembered.
 */
export function hasWebGL(): boolean {
  if (typeof document === 'undefined') return false;
  if (known !== undefined) return known;
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    known = gl !== null;
  } catch {
    known = false;
  }
  return known;
}
