import { valueStore } from '../browser/valueStore';
import { SKIP_WAITING } from './workerMessages';

/** A newer version of the site, installed and waiting for the visitor to reload into it. */
export const waitingUpdate = valueStore<ServiceWorker | undefined>(undefined);

/**
 * Watches `registration` for a new version of the site: once installed, the visitor is offered
 * it (never swapped under an open page). A worker that differs only by its language (the visitor
 * changed it) takes over at once: it is the same site, keeping another language's pages.
 */
export function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const consider = (worker: ServiceWorker) => {
    // The first worker of this browser: there is no older version to replace.
    if (!navigator.serviceWorker.controller) return;
    const active = registration.active;
    if (active && new URL(active.scriptURL).search !== new URL(worker.scriptURL).search)
      worker.postMessage(SKIP_WAITING);
    else waitingUpdate.set(worker);
  };
  const follow = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') consider(worker);
    });
  if (registration.waiting) consider(registration.waiting);
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
  // A page left open for days still hears of a deploy: ask when the visitor comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}

/**
 * Lets the waiting version take over, then reloads the page once into it: when the page's
 * controller changes, or the version is active (or gone) without it, whichever comes first.
 */
export function reloadIntoUpdate(): void {
  const worker = waitingUpdate.get();
  if (!worker) return;
  const reload = () => window.location.reload();
  // Another tab of the site already reloaded into it: this one only has to follow.
  if (worker.state === 'activating' || worker.state === 'activated') {
    reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  worker.addEventListener('statechange', () => {
    if (worker.state === 'activated' || worker.state === 'redundant') reload();
  });
  worker.postMessage(SKIP_WAITING);
}
