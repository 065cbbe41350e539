/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core/types';
import { HASHED_FILE, precacheLanguage } from './precacheLanguage';

/** The hashed files of the version of the site that the installing one replaces. */
const PREVIOUS_RELEASE = 'previous-release';

/**
 * Called while a new version installs, when the precache still holds the current one's files:
 * keeps those the new version drops (a deploy renames every chunk it changes) until the next
 * version installs. A page opened before the deploy still asks for its screens' old chunks and
 * strings, and the host no longer has them.
 */
export async function keepPreviousRelease(precacheName: string, nextUrls: ReadonlySet<string>) {
  const precached = await caches.open(precacheName);
  const dropped = (await precached.keys()).filter(
    ({ url }) => !nextUrls.has(url) && HASHED_FILE.test(new URL(url).pathname),
  );
  if (dropped.length === 0) return;
  // A new release drops files every visitor has (its code); a change of language only the
  // language's own (its strings, its faces), beside which the release before is kept.
  const newRelease = dropped.some(
    ({ url }) => precacheLanguage(new URL(url).pathname) === undefined,
  );
  if (newRelease) await caches.delete(PREVIOUS_RELEASE);
  const previous = await caches.open(PREVIOUS_RELEASE);
  await Promise.all(
    dropped.map(async (request) => {
      const response = await precached.match(request);
      if (response) await previous.put(request, response);
    }),
  );
}

/** A hashed file neither this version nor its runtime cache has: the previous version's. */
export const fromPreviousRelease: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
    cachedResponse ?? (await caches.match(request, { cacheName: PREVIOUS_RELEASE })) ?? null,
};
