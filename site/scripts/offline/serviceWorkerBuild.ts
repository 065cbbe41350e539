import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { loadEnv } from 'vite';
import { injectManifest, type ManifestTransform } from 'workbox-build';
import { HASHED_FILE, servedAt } from '../../src/offline/precacheLanguage';

/**
 * What is precached, as globs under the build (each visitor's worker keeps its own language's
 * share, see src/offline/precacheLanguage.ts): the pages, the app's code and styles, the
 * strings and legal texts, the globe's points, the faces every page of a language draws its
 * text in. Everything else is cached the first time it is used.
 */
const PRECACHED = [
  '**/*.html',
  'assets/*.{js,css}',
  'assets/i18n/**/*.json',
  'assets/globe/*.json',
  'assets/{my,zh,ko}-{site,offline}-*.woff2',
  'assets/noto-sans-myanmar-*.woff2',
  'assets/{inter,jetbrains-mono}-latin-wght-*.woff2',
  '**/manifest.webmanifest',
  'icons/*.png',
];
/**
 * Files above this are cached on first use rather than precached: the 3D scenes (the globe, the
 * landing's sky; their page draws a still without them) and the Firestore SDK (only a site with
 * a Firebase project loads it), about 200 KB gzip each.
 */
const LARGEST_PRECACHED_BYTES = 400_000;
/**
 * fontsource's stylesheets of the Chinese and Korean faces (~30 KB gzip each) declare the
 * slices for text unknown at build time; a page declares its own faces in its head, and the app
 * loads these only with such text, online.
 */
const isFallbackSheet = (dist: string, file: string) =>
  file.endsWith('.css') &&
  /^@font-face\{font-family:Noto Sans (SC|KR);/.test(readFileSync(join(dist, file), 'utf8'));

/** Each file at the address it is served at, the fallback sheets left out. */
const servedFiles =
  (dist: string): ManifestTransform =>
  (entries) => ({
    manifest: entries
      .filter(({ url }) => !isFallbackSheet(dist, url))
      .map((entry) => ({ ...entry, url: servedAt(entry.url) })),
    warnings: [],
  });

/** Bundles the service worker and writes it to `<dist>/sw.js` with the build's precache list. */
export async function buildServiceWorker(siteDir: string, dist: string) {
  const scratch = await mkdtemp(join(tmpdir(), 'service-worker-'));
  try {
    const bundled = join(scratch, 'sw.js');
    await build({
      entryPoints: [join(siteDir, 'src/offline/serviceWorker.ts')],
      outfile: bundled,
      bundle: true,
      format: 'iife',
      minify: true,
      target: 'es2022',
      define: {
        // Workbox logs only in development builds.
        'process.env.NODE_ENV': '"production"',
        // The outside services' addresses, as the app was built with them.
        'import.meta.env': JSON.stringify(loadEnv('production', siteDir, 'VITE_')),
      },
      logLevel: 'warning',
    });
    return await injectManifest({
      swSrc: bundled,
      swDest: join(dist, 'sw.js'),
      globDirectory: dist,
      globPatterns: PRECACHED,
      // Apps added after the build: offline, their address gets the offline page.
      globIgnores: ['sw.js', '**/app-shell.html'],
      maximumFileSizeToCacheInBytes: LARGEST_PRECACHED_BYTES,
      // A hashed file's revision is in its name.
      dontCacheBustURLsMatching: HASHED_FILE,
      manifestTransforms: [servedFiles(dist)],
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
