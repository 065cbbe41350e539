/** The message that lets a waiting service worker take over (see serviceWorker.ts). */
export const SKIP_WAITING = 'skip-waiting';
