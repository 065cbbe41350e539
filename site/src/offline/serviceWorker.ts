/// <reference lib="webworker" />
// The site's service worker, built by site/scripts/offline.ts (Workbox's injectManifest
// writes the precache list into `self.__WB_MANIFEST`). See the README's "Offline" section.
import { cacheNames } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  addRoute,
  cleanupOutdatedCaches,
  matchPrecache,
  precache,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { configuredServices } from '../data/serviceUrls';
import { offlinePageOf } from './offlinePage';
import { fromPreviousRelease, keepPreviousRelease } from './previousRelease';
import { withSavedAt } from './savedAnswer';
import { HASHED_FILE, precacheLanguage, withoutTrailingSlash } from './precacheLanguage';
import { SKIP_WAITING } from './workerMessages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** How long a page or a data file may keep the visitor waiting before its saved copy is shown. */
const NETWORK_TIMEOUT_SECONDS = 2;

/** The visitor's language, which the page registering this worker names (`/sw.js?lang=my`). */
const language = new URL(self.location.href).searchParams.get('lang') ?? 'en';
const pathOf = (entry: PrecacheEntry | string) => (typeof entry === 'string' ? entry : entry.url);

const precached = self.__WB_MANIFEST.filter((entry) => {
  const owner = precacheLanguage(pathOf(entry));
  return owner === undefined || owner === language;
});
// Before Workbox's own install listener adds this version's files to the precache.
self.addEventListener('install', (event) => {
  const urls = new Set(precached.map((entry) => new URL(pathOf(entry), self.location.href).href));
  event.waitUntil(keepPreviousRelease(cacheNames.precache, urls));
});
precache(precached);
cleanupOutdatedCaches();

// A new version waits until the visitor chooses to reload into it (or the page asks for another
// language's share), so no open page is ever served half old, half new.
self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING) void self.skipWaiting();
});

/**
 * When the network fails or is slow, the copy saved from the last visit online, else the one
 * precached with this version of the site, else (for a page) the offline page.
 */
const savedCopy = (precachedFile: (url: URL) => string[]): WorkboxPlugin => ({
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
    if (cachedResponse) return cachedResponse;
    for (const file of precachedFile(new URL(request.url))) {
      const precached = await matchPrecache(file);
      if (precached) return precached;
    }
    return null;
  },
});

const networkFirst = (cacheName: string, plugin: WorkboxPlugin) =>
  new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [plugin, new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  });

// Pages: always the newest when the network answers in time.
registerRoute(
  new NavigationRoute(
    networkFirst(
      'pages',
      savedCopy((url) => [withoutTrailingSlash(url.pathname), offlinePageOf(language)]),
    ),
  ),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;
/** A hashed file never changes. */
const isHashed = (url: URL) => HASHED_FILE.test(url.pathname);

// The globe's points, the web app's manifests, the icons: their names stay, their contents change.
registerRoute(
  ({ url, request }) => sameOrigin(url) && !isHashed(url) && request.destination !== 'document',
  networkFirst(
    'data',
    savedCopy((url) => [url.pathname]),
  ),
);

// Hashed files (the code, the strings, the faces): precached, else cached the first time they are
// used (the 3D scenes, the Firestore SDK, another language's strings, a page's own cut of its
// faces), else the previous version's, which a page opened before a deploy still asks for.
addRoute({ cleanURLs: false });
registerRoute(
  ({ url }) => sameOrigin(url) && isHashed(url),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [
      fromPreviousRelease,
      new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }),
    ],
  }),
);

// The sun service: its answer when the network gives it in time, else the one saved here, which
// says when it was saved (the page takes it only on the day it was saved).
registerRoute(
  ({ url }) => url.href.startsWith(configuredServices.sunUrl),
  new NetworkFirst({
    cacheName: 'services',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      { cacheWillUpdate: async ({ response }) => (response.ok ? withSavedAt(response) : null) },
      new ExpirationPlugin({ maxEntries: 10, purgeOnQuotaError: true }),
    ],
  }),
);
