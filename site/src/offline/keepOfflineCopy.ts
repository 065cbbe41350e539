import type { i18n as I18n } from 'i18next';
import { whenIdle } from '../browser/whenIdle';
import { whenNetworkQuiet } from '../browser/whenNetworkQuiet';
import { HASHED_FILE } from './precacheLanguage';
import { watchForUpdates } from './siteUpdate';

/** The service worker for a visitor of `language`: it precaches that language's pages. */
export const serviceWorkerUrl = (language: string) =>
  `${import.meta.env.BASE_URL}sw.js?lang=${encodeURIComponent(language)}`;

/**
 * The worker also keeps the hashed files this page loaded before it was there, which it does not
 * precache (the page's own cut of its faces, the 3D scenes): Workbox's routes fetch each once
 * more, from the browser's HTTP cache.
 */
function keepLoadedFiles(registration: ServiceWorkerRegistration) {
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map(({ name }) => new URL(name))
    .filter((url) => url.origin === window.location.origin && HASHED_FILE.test(url.pathname))
    .map(String);
  registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}

/**
 * Keeps a copy of the site on this device for offline visits (production builds only): the
 * service worker is registered once the page has loaded, its files have stopped arriving and
 * the browser is idle, so its downloads never compete with the page's own, and again for the new language when the visitor
 * changes it. A new version of the site is offered once installed (see siteUpdate.ts).
 */
export function keepOfflineCopy(i18n: I18n): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register(serviceWorkerUrl(i18n.language), { scope: import.meta.env.BASE_URL })
      .catch((error: unknown) => console.warn('No offline copy of the site is kept:', error));
  const registerWhenQuiet = () =>
    whenNetworkQuiet(() =>
      whenIdle(() => {
        void register().then((registration) => registration && watchForUpdates(registration));
        void navigator.serviceWorker.ready.then(keepLoadedFiles);
      }),
    );
  if (document.readyState === 'complete') registerWhenQuiet();
  else window.addEventListener('load', registerWhenQuiet, { once: true });
  i18n.on('languageChanged', () => void register());
}
