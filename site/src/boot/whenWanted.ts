import { whenIdle } from '../browser/whenIdle';

// A click or a change comes after a press, except from assistive technology or a script, which
// choose an option or press a button without one.
const INTENT = ['pointerdown', 'keydown', 'click', 'change'] as const;
/** The longest the app waits for `load` once the page is parsed (a hung font or image holds it). */
const LOAD_WAIT_MS = 3000;

/**
 * Resolves when the app is wanted: at the visitor's first press of a pointer or key (or click or
 * change without one), or once the page has loaded and the browser is idle, or a few seconds
 * after the page was parsed should it never finish loading, whichever comes first.
 */
export function whenWanted(): Promise<void> {
  return new Promise((resolve) => {
    const start = () => {
      for (const type of INTENT) window.removeEventListener(type, start, true);
      resolve();
    };
    for (const type of INTENT)
      window.addEventListener(type, start, { capture: true, passive: true });
    if (document.readyState === 'complete') whenIdle(start);
    else {
      window.addEventListener('load', () => whenIdle(start), { once: true });
      window.setTimeout(start, LOAD_WAIT_MS);
    }
  });
}
