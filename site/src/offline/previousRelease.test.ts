import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepPreviousRelease } from './previousRelease';

/** The browser's caches, in memory: each cache the URLs it holds and their bodies. */
function memoryCaches() {
  const stores = new Map<string, Map<string, string>>();
  const storeOf = (name: string) => {
    const store = stores.get(name) ?? new Map<string, string>();
    stores.set(name, store);
    return store;
  };
  vi.stubGlobal('caches', {
    open: async (name: string) => {
      const store = storeOf(name);
      return {
        keys: async () => [...store.keys()].map((key) => new Request(key)),
        match: async (request: Request) => {
          const body = store.get(request.url);
          return body === undefined ? undefined : new Response(body);
        },
        put: async (request: Request, response: Response) =>
          void store.set(request.url, await response.text()),
      };
    },
    delete: async (name: string) => stores.delete(name),
  });
  return {
    fill: (name: string, paths: string[]) =>
      paths.forEach((path) => storeOf(name).set(url(path), path)),
    paths: (name: string) => [...storeOf(name).keys()].map((key) => new URL(key).pathname),
  };
}

const url = (path: string) => new URL(path, 'https://example.com').href;
const urls = (paths: string[]) => new Set(paths.map(url));

const PRECACHE = 'precache';
const PREVIOUS = 'previous-release';

describe('keepPreviousRelease', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the files a new release drops, in place of those of the release before', async () => {
    const cache = memoryCaches();
    cache.fill(PREVIOUS, ['/assets/main-AAAAAAAA.js']);
    cache.fill(PRECACHE, ['/', '/assets/main-BBBBBBBB.js', '/assets/i18n/en-BBBBBBBB.json']);
    await keepPreviousRelease(
      PRECACHE,
      urls(['/', '/assets/main-CCCCCCCC.js', '/assets/i18n/en-CCCCCCCC.json']),
    );
    expect(cache.paths(PREVIOUS).sort()).toEqual([
      '/assets/i18n/en-BBBBBBBB.json',
      '/assets/main-BBBBBBBB.js',
    ]);
  });

  it('keeps the release before when only the language changed, beside the old language’s files', async () => {
    const cache = memoryCaches();
    cache.fill(PREVIOUS, ['/assets/main-AAAAAAAA.js']);
    cache.fill(PRECACHE, ['/assets/main-BBBBBBBB.js', '/assets/i18n/legal/en-BBBBBBBB.json']);
    await keepPreviousRelease(
      PRECACHE,
      urls(['/assets/main-BBBBBBBB.js', '/assets/i18n/legal/ko-BBBBBBBB.json']),
    );
    expect(cache.paths(PREVIOUS).sort()).toEqual([
      '/assets/i18n/legal/en-BBBBBBBB.json',
      '/assets/main-AAAAAAAA.js',
    ]);
  });

  it('leaves the release before alone when nothing hashed is dropped', async () => {
    const cache = memoryCaches();
    cache.fill(PREVIOUS, ['/assets/main-AAAAAAAA.js']);
    cache.fill(PRECACHE, ['/my', '/assets/main-BBBBBBBB.js']);
    await keepPreviousRelease(PRECACHE, urls(['/ko', '/assets/main-BBBBBBBB.js']));
    expect(cache.paths(PREVIOUS)).toEqual(['/assets/main-AAAAAAAA.js']);
  });
});
