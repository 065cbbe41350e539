/** How long the page must fetch nothing for its own requests to count as done. */
const QUIET_MS = 2000;

/**
 * Calls `callback` once no file of the page has arrived for `ms`: the page's own requests (its
 * chunks, faces, the globe's points, the 3D scenes) are done, or far enough apart that another
 * download does not delay them.
 */
export function whenNetworkQuiet(callback: () => void, ms = QUIET_MS): void {
  const observer = new PerformanceObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(done, ms);
  });
  let timer = setTimeout(done, ms);
  function done() {
    observer.disconnect();
    callback();
  }
  observer.observe({ type: 'resource' });
}
