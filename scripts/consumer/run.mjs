#!/usr/bin/env node
// The consumer test of @portfolio/ui: what an app gets from the published package.
//
// Builds the package, packs it as npm would publish it, installs the tarball into a throwaway
// Vite + React + TypeScript app (./fixture) from the local npm cache, type-checks the app against
// the packed declarations (bundler and nodenext resolution), imports every entry and renders the
// components in plain Node (./fixture/server/render.mjs), builds it, builds its server-rendered
// page (a Vite SSR build with dependencies external, rendered by Node: ./fixture/server), builds a
// Next.js App Router app (./next-fixture) the same way, installs and builds an app that never
// imports the fonts entry (./plain-fixture: no font package installed), checks that a page using only the main
// entry bundles no three.js, then serves the build and renders it in Chromium (the server-rendered
// page hydrates without errors):
// ThemeProvider, Navbar, Footer, fonts, and Globe + Clock3D through `@portfolio/ui/three`. Last,
// the same app installed with the lowest version of every peer range is checked again
// (./floor-host.mjs): the main app stands for the high end of each range.
//
//   node scripts/consumer/run.mjs [--skip-build] [--keep]
//
// --skip-build packs the `dist/` already there; --keep leaves the temporary folder (it is always
// left after a failure, with a screenshot of the page when the browser part failed).
// HEADLESS_CHROMIUM_PATH points at the browser (default /usr/bin/chromium-headless-shell).

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  checkNoProblems,
  launchChromium,
  openPage,
  recordProblems,
  screenshotFailure,
} from './browser.mjs';
import { CheckError, check, passedChecks, seconds } from './check.mjs';
import { checkFloorHost } from './floor-host.mjs';
import { installFixture } from './install.mjs';
import { checkNextHost } from './next-host.mjs';
import { checkClientDirectives, checkNodeRender } from './node-host.mjs';
import { checkPlainHost } from './plain-host.mjs';
import { startPreview } from './preview.mjs';
import { packTarball, tarballSummary } from './tarball.mjs';
import { checkViteAppBuild } from './vite-app-build.mjs';
import { checkViteAppBundle } from './vite-app-bundle.mjs';
import { checkViteAppPages } from './vite-app-pages.mjs';
import { checkSsrHydration, checkViteSsrBuild } from './vite-ssr-host.mjs';

const fixture = join(import.meta.dirname, 'fixture');
const args = new Set(process.argv.slice(2));
const started = performance.now();

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'portfolio-ui-consumer-'));
  const app = join(work, 'app');
  let preview;
  let browser;
  let page;
  let keep = args.has('--keep');
  console.log(`consumer test of @portfolio/ui in ${work}`);
  try {
    // npm pack builds the package first (its prepack script), unless the build is there already.
    const packed = await packTarball(work, { build: !args.has('--skip-build') });
    await check('install the tarball and the peers offline from the npm cache', () =>
      installFixture(fixture, app, work),
    );
    await checkNodeRender(app);
    await checkClientDirectives(app);
    await checkViteAppBuild(app);
    await checkViteSsrBuild(app);
    await checkNextHost(work);
    await checkPlainHost(work);
    await checkViteAppBundle(app);

    preview = await startPreview(app);
    browser = await launchChromium();
    page = await openPage(browser);
    const problems = recordProblems(page);
    await checkViteAppPages(page, preview.origin);
    await checkSsrHydration(page, preview.origin);
    await checkNoProblems(problems);
    await checkFloorHost(work, browser);

    console.log(tarballSummary(packed));
  } catch (error) {
    keep = true;
    if (page) await screenshotFailure(page, work);
    throw error;
  } finally {
    await browser?.close();
    preview?.stop();
    if (keep) console.log(`left ${work} for inspection`);
    else await rm(work, { recursive: true, force: true });
  }
}

try {
  await main();
  console.log(`consumer test passed in ${seconds(started)} s`);
  console.log(`${passedChecks()} passed, 0 failed`);
} catch (error) {
  console.error(
    `\nconsumer test FAILED: ${error instanceof CheckError ? error.message : (error?.stack ?? error)}`,
  );
  console.log(`${passedChecks()} passed, 1 failed`);
  process.exitCode = 1;
}
