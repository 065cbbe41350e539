/**
 * The longest the first paint is waited for: a page opened in a background tab paints nothing
 * until shown, and what it wants next need not wait for that.
 */
const PAINT_WAIT_MS = 3000;

let painted: Promise<void> | undefined;

/**
 * Resolves once the page's first contentful paint is on screen: what the page wants next starts
 * then, the network and the main thread left to the first paint until it is shown. (The paint's
 * entry comes once its frame is presented; a request made in the task after the frame's
 * animation callbacks still shares the network with that paint.) Every browser the build targets
 * (ES2022) reports paints.
 */
export const afterFirstPaint = (): Promise<void> =>
  (painted ??= new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(resolve, PAINT_WAIT_MS);
  }));
