/**
 * Resolves in the task after the page's first paint: what the page wants next starts then, the
 * network and the main thread left to the first paint until it is done. (Waiting for the paint's
 * timing entry instead, once the frame is on screen, made Lighthouse's estimate of the largest
 * paint 0.1-0.3 s shorter, but started the app later, and a deploy landing in between made a page
 * hydrate its old HTML with the new release's strings more often; see siteUpdate.spec.ts.)
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A page opened in a background tab paints nothing, nor runs animation frames, until shown.
    if (document.visibilityState === 'hidden') setTimeout(resolve);
    else requestAnimationFrame(() => setTimeout(resolve));
  });
}
