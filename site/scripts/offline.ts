// After prerendering: the offline page of each language and the service worker that precaches
// the site for offline visits (see the README's "Offline" section).
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STATIC_PAGES } from '../src/navigation/pageMeta';
import { LANGUAGES } from '../src/i18n/languages';
import { cutFacesInto, hasCutFaces } from './scriptCuts';
import { serverI18nIn } from '../src/i18n/serverI18n';
import { localizedPath } from '../src/i18n/languagePaths';
import { offlinePageOf } from '../src/offline/offlinePage';
import { offlinePage } from './offline/offlinePage';
import { buildServiceWorker } from './offline/serviceWorkerBuild';

const siteDir = fileURLToPath(new URL('../', import.meta.url));
/** The client build (`dist`, another for a test build, or an absolute path: a copy of one). */
const dist = resolve(siteDir, process.env.SITE_OUT_DIR ?? 'dist');

for (const language of LANGUAGES) {
  const home = localizedPath(language, '/');
  // The faces its pages declare, with the stacks' places of their cuts (pageCutFamily.ts): the
  // precached ones draw the page's text.
  const homePage = await readFile(join(dist, home === '/' ? 'index.html' : `${home}.html`), 'utf8');
  const faceRules: string[] = [
    ...(homePage.match(/@font-face\{[^}]*\}|:root\{--font-[^}]*\}/g) ?? []),
  ];
  const i18n = serverI18nIn(language);
  const links = STATIC_PAGES.filter((page) => !page.aliasOf).map((page) => ({
    path: localizedPath(language, page.path),
    title: i18n.t(page.titleKey),
  }));
  // Its own text drawn in the site's face where the machine has none for the script: the
  // language's cut covers the site's pages, not this one.
  const text = [
    ...(['offline.title', 'offline.message', 'offline.retry'] as const).map((key) => i18n.t(key)),
    ...links.map(({ title }) => title),
  ].join('');
  const ownFaces = hasCutFaces(language)
    ? await cutFacesInto(dist, language, () => text, `${language}-offline`)
    : [];
  faceRules.push(...ownFaces.map(({ rule }) => rule));
  await writeFile(
    join(dist, `${offlinePageOf(language)}.html`),
    offlinePage(language, i18n, links, faceRules),
  );
}

const { count, size, warnings } = await buildServiceWorker(siteDir, dist);
// Workbox warns of each file over the size limit: those are meant to be cached on first use.
const onFirstUse = warnings.map((warning) => warning.split(' ')[0]);
console.log(
  `sw.js: ${count} files precached (all languages), ${Math.round(size / 1024)} KB; ` +
    `cached on first use: ${onFirstUse.join(', ')}`,
);
