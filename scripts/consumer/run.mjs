#!/usr/bin/env node
// The consumer test of @portfolio/ui: what an app gets from the published package.
//
// Builds the package, packs it as npm would publish it, installs the tarball into a throwaway
// Vite + React + TypeScript app (./fixture) from the local npm cache, type-checks the app against
// the packed declarations (bundler and nodenext resolution), imports every entry and renders the
// components in plain Node (./fixture/server/render.mjs), builds it, builds its server-rendered
// page (a Vite SSR build with dependencies external, rendered by Node: ./fixture/server), checks
// that a page using only the main entry bundles no three.js, then serves the build and renders
// it in Chromium (the server-rendered page hydrates without errors):
// ThemeProvider, Navbar, Footer, fonts, and Globe + Clock3D through `@portfolio/ui/three`.
//
//   node scripts/consumer/run.mjs [--skip-build] [--keep]
//
// --skip-build packs the `dist/` already there; --keep leaves the temporary folder (it is always
// left after a failure, with a screenshot of the page when the browser part failed).
// CHROMIUM_PATH points at the browser (default /usr/bin/chromium).

import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rename, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { installFixture } from './install.mjs';
import { assert, npm, readJson, repo, run } from './process.mjs';

const fixture = join(import.meta.dirname, 'fixture');
const nextFixture = join(import.meta.dirname, 'next-fixture');
const uiDir = join(repo, 'packages', 'ui');
const args = new Set(process.argv.slice(2));
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Present in three.js's renderer, absent from everything else the app bundles. */
const THREE_MARKER = 'WebGLRenderer';

const started = performance.now();
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
let passed = 0;

class CheckError extends Error {}

/** One named check: prints its time, and turns any failure into a message that names it. */
async function check(name, body) {
  const since = performance.now();
  try {
    const result = await body();
    passed += 1;
    console.log(`  ✓ ${name} (${seconds(since)} s)`);
    return result;
  } catch (error) {
    console.log(`  ✗ ${name} (${seconds(since)} s)`);
    throw new CheckError(`${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** A TCP port nobody listens on right now. */
function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}

/** Every output file a page loads: its chunks, their static and (optionally) lazy imports. */
function pageFiles(manifest, entry, { lazy }) {
  const files = new Set();
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    assert(chunk, `the manifest has no ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) walk(next);
    if (lazy) for (const next of chunk.dynamicImports ?? []) walk(next);
  };
  walk(entry);
  return [...files];
}

async function contains(dir, files, text) {
  const hits = [];
  for (const file of files) {
    if ((await readFile(join(dir, file), 'utf8')).includes(text)) hits.push(file);
  }
  return hits;
}

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'portfolio-ui-consumer-'));
  const app = join(work, 'app');
  let preview;
  let browser;
  let page;
  let keep = args.has('--keep');
  console.log(`consumer test of @portfolio/ui in ${work}`);
  try {
    if (!args.has('--skip-build')) {
      await check('build @portfolio/ui', () => npm(['run', 'build', '-w', '@portfolio/ui']));
    }

    const packed = await check(
      'npm pack: only dist, README, LICENSE and package.json',
      async () => {
        const out = await npm([
          'pack',
          '-w',
          '@portfolio/ui',
          '--pack-destination',
          work,
          '--json',
        ]);
        const [info] = JSON.parse(out);
        const files = info.files.map((file) => file.path);
        const stray = files.filter(
          (file) =>
            !file.startsWith('dist/') &&
            !/^(package\.json|README\.md|CHANGELOG\.md|LICENSE)$/.test(file),
        );
        assert(stray.length === 0, `unexpected files in the tarball: ${stray.join(', ')}`);
        const sources = files.filter(
          (file) => /\.(stories|test)\.|\.tsx?$/.test(file) && !file.endsWith('.d.ts'),
        );
        assert(sources.length === 0, `sources in the tarball: ${sources.join(', ')}`);
        const manifest = await readJson(join(uiDir, 'package.json'));
        const wanted = ['README.md', 'dist/three/Clock3D/clockFont.LICENSE.txt'];
        for (const [subpath, target] of Object.entries(manifest.exports)) {
          if (typeof target === 'string') continue;
          const conditions = Object.keys(target).filter((name) => name !== '@portfolio/source');
          assert(conditions[0] === 'types', `exports["${subpath}"]: "types" must come first`);
          wanted.push(target.types.slice(2), target.default.slice(2));
        }
        const absent = wanted.filter((file) => !files.includes(file));
        assert(absent.length === 0, `missing from the tarball: ${absent.join(', ')}`);
        await rename(join(work, info.filename), join(work, 'portfolio-ui.tgz'));
        return info;
      },
    );

    await check('install the tarball and the peers offline from the npm cache', () =>
      installFixture(fixture, app, work),
    );

    await check(
      'Node ESM: every entry imports and the components render on the server',
      async () => {
        const { entries, html, styles } = JSON.parse(
          await run(process.execPath, ['server/render.mjs'], { cwd: app }),
        );
        for (const [entry, exports] of Object.entries(entries))
          assert(exports > 0, `${entry} exports nothing under Node`);
        for (const text of ['Skip to content', 'Server host', 'Rose', 'First tab', 'Try another'])
          assert(html.includes(text), `the server's HTML lacks "${text}"`);
        assert(/<style[^>]*data-styled/.test(styles), 'ServerStyleSheet collected no styles');
      },
    );

    await check(
      "client components keep 'use client'; tokens and rules stay server-safe",
      async () => {
        const dist = join(app, 'node_modules', '@portfolio', 'ui', 'dist');
        const startsWithUseClient = async (file) =>
          (await readFile(join(dist, file), 'utf8')).startsWith('"use client"');
        for (const file of ['components/Navbar/Navbar.js', 'three/Globe/Globe.js'])
          assert(await startsWithUseClient(file), `${file} lost its 'use client'`);
        for (const file of ['theme/tokens.js', 'rules/index.js'])
          assert(!(await startsWithUseClient(file)), `${file} is marked 'use client'`);
      },
    );

    const tsc = join(app, 'node_modules', 'typescript', 'bin', 'tsc');
    await check('tsc: the app type-checks against the packed declarations', () =>
      run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: app }),
    );
    await check('tsc: the declarations resolve under moduleResolution nodenext', () =>
      run(process.execPath, [tsc, '-p', 'tsconfig.nodenext.json'], { cwd: app }),
    );

    const vite = join(app, 'node_modules', 'vite', 'bin', 'vite.js');
    const dist = join(app, 'dist');
    await check('vite build of the app', () =>
      run(process.execPath, [vite, 'build'], { cwd: app }),
    );

    await check(
      'Vite SSR build, dependencies external, rendered by Node into ssr.html',
      async () => {
        const ssr = ['build', '--ssr', 'src/ssr/entry-server.tsx', '--outDir', 'dist-server'];
        await run(process.execPath, [vite, ...ssr], { cwd: app });
        const serverBuild = await readFile(join(app, 'dist-server', 'entry-server.js'), 'utf8');
        assert(/from "@portfolio\/ui"/.test(serverBuild), 'the SSR build bundled @portfolio/ui');
        await run(process.execPath, ['server/prerender.mjs'], { cwd: app });
        const html = await readFile(join(dist, 'ssr.html'), 'utf8');
        assert(html.includes('Server rendered</h1>'), "the server's HTML lacks the page");
        assert(/<style[^>]*data-styled/.test(html), 'no collected styles in the head');
      },
    );

    const nextApp = join(work, 'next-app');
    await check('Next.js: install an App Router app the same way', () =>
      installFixture(nextFixture, nextApp, work),
    );
    await check('Next.js: next build of a server page using the components', async () => {
      const next = join(nextApp, 'node_modules', 'next', 'dist', 'bin', 'next');
      await run(process.execPath, [next, 'build'], {
        cwd: nextApp,
        env: { NEXT_TELEMETRY_DISABLED: '1' },
      });
      const html = await readFile(join(nextApp, '.next', 'server', 'app', 'index.html'), 'utf8');
      for (const text of ['Rendered by Next.js', 'Next host', 'Rose', 'All rights reserved.'])
        assert(html.includes(text), `the prerendered page lacks "${text}"`);
      assert(/<style[^>]*data-styled/.test(html), "the page's styles are not in its HTML");
      const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="\/_next\/([^"]+)"/g)];
      const css = await Promise.all(
        stylesheets.map(([, path]) => readFile(join(nextApp, '.next', path), 'utf8')),
      );
      assert(
        css.some((text) => text.includes('Inter Variable')),
        "the page's stylesheets do not declare the faces",
      );
    });

    await check(`pages on the main entry only bundle no three.js (${THREE_MARKER})`, async () => {
      const manifest = await readJson(join(dist, '.vite', 'manifest.json'));
      for (const page of ['main-only.html', 'ssr.html']) {
        const found = await contains(dist, pageFiles(manifest, page, { lazy: true }), THREE_MARKER);
        assert(found.length === 0, `${page} loads three.js in ${found.join(', ')}`);
      }
      const eager = await contains(
        dist,
        pageFiles(manifest, 'index.html', { lazy: false }),
        THREE_MARKER,
      );
      assert(eager.length === 0, `index.html loads three.js up front in ${eager.join(', ')}`);
      const lazy = await contains(
        dist,
        pageFiles(manifest, 'index.html', { lazy: true }),
        THREE_MARKER,
      );
      assert(
        lazy.length > 0,
        `the marker is never found, even where Globe is used: the check is void`,
      );
    });

    await check('the fonts module ships its @font-face CSS and font files', async () => {
      const assets = await readdir(join(dist, 'assets'));
      const css = assets.filter((file) => file.endsWith('.css')).map((file) => `assets/${file}`);
      assert((await contains(dist, css, 'Inter Variable')).length > 0, 'no CSS declares Inter');
      assert(
        assets.some((file) => file.endsWith('.woff2')),
        'no .woff2 file in the build',
      );
    });

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    await check(`vite preview on ${origin}`, async () => {
      preview = spawn(
        process.execPath,
        [vite, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
        {
          cwd: app,
          stdio: 'ignore',
        },
      );
      const deadline = Date.now() + 15_000;
      for (;;) {
        assert(preview.exitCode === null, `vite preview exited ${preview.exitCode}`);
        try {
          if ((await fetch(origin)).ok) return;
        } catch {
          // Not listening yet.
        }
        assert(Date.now() < deadline, 'vite preview did not answer within 15 s');
        await new Promise((wait) => setTimeout(wait, 200));
      }
    });

    browser = await chromium.launch({ executablePath });
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    const visible = (locator) => locator.waitFor({ state: 'visible', timeout: 10_000 });

    await check('Chromium: ThemeProvider, GlobalStyle, Navbar and Footer render', async () => {
      await page.goto(origin);
      await visible(page.getByRole('heading', { level: 1, name: 'Consumer' }));
      await visible(page.getByRole('navigation', { name: 'Main' }));
      const home = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Home' });
      assert(
        (await home.getAttribute('aria-current')) === 'page',
        'Home is not aria-current="page"',
      );
      assert(
        (await home.getAttribute('data-app-link')) === '',
        'Home did not use the LinkProvider',
      );
      await visible(
        page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy' }),
      );
      const footer = page.getByRole('contentinfo');
      assert((await footer.innerText()).includes('© 2024 Sample Owner.'), 'no copyright line');
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      assert(
        (await background()) === 'rgb(11, 16, 32)',
        `dark body background is ${await background()}`,
      );
      const theme = page.getByRole('button', { name: /Theme/ });
      assert((await theme.getAttribute('data-state')) === 'dark', 'the theme button is not dark');
      await theme.click();
      await page.waitForFunction(
        () => getComputedStyle(document.body).backgroundColor === 'rgb(247, 248, 252)',
      );
      assert(
        (await theme.getAttribute('data-state')) === 'light',
        'the theme did not switch to light',
      );
    });

    await check('Chromium: the fonts are declared (Inter, and Myanmar on request)', async () => {
      const families = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...new Set([...document.fonts].map((face) => face.family.replaceAll('"', '')))];
      });
      for (const family of ['Inter Variable', 'Noto Sans Myanmar'])
        assert(families.includes(family), `${family} is not declared (${families.join(', ')})`);
    });

    await check(
      'Chromium: Globe and Clock3D from @portfolio/ui/three draw with WebGL',
      async () => {
        for (const name of ['A globe of dots', 'The time is 10:42:07']) {
          const canvas = page.getByRole('img', { name }).locator('canvas');
          await canvas.waitFor({ state: 'attached', timeout: 20_000 });
          // A bare <canvas> is 300 × 150; three.js's renderer sizes it to its frame, so a canvas of
          // the frame's size means a WebGL renderer was made (the fallback drawing has no canvas).
          await page.waitForFunction(
            (label) => {
              const element = document.querySelector(`[role="img"][aria-label="${label}"] canvas`);
              if (!(element instanceof HTMLCanvasElement)) return false;
              const { width } = element.getBoundingClientRect();
              return width > 100 && Math.abs(element.width - width * devicePixelRatio) < 2;
            },
            name,
            { timeout: 20_000 },
          );
        }
        // Still there a moment later: no error boundary swapped a fallback in.
        await page.waitForTimeout(500);
        assert((await page.locator('[role="img"] canvas').count()) === 2, 'a canvas went away');
      },
    );

    await check('Chromium: the main-entry-only page renders', async () => {
      await page.goto(`${origin}/main-only.html`);
      await visible(page.getByRole('heading', { level: 1, name: 'Main entry only' }));
      await visible(page.getByRole('navigation', { name: 'Main' }));
      assert((await page.locator('canvas').count()) === 0, 'a canvas on the main-entry-only page');
    });

    await check('Chromium: the server-rendered page hydrates and answers a tap', async () => {
      await page.goto(`${origin}/ssr.html`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await visible(page.getByRole('heading', { level: 1, name: 'Server rendered' }));
      await page.getByRole('button', { name: 'Rose' }).click();
      await page.waitForFunction(() => document.title === 'Picked rose');
    });

    await check('Chromium: no page errors, console errors or failed requests', async () => {
      assert(problems.length === 0, problems.join('\n'));
    });

    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
    const sum = (pattern) =>
      packed.files.filter(({ path }) => pattern.test(path)).reduce((n, { size }) => n + size, 0);
    console.log(
      `\npacked ${packed.filename}: ${kb(packed.size)} gzipped, ${kb(packed.unpackedSize)} in ` +
        `${packed.entryCount} files (dist: ${kb(sum(/^dist\/.*\.js$/))} of JavaScript, ` +
        `${kb(sum(/^dist\/.*\.d\.ts$/))} of declarations)`,
    );
  } catch (error) {
    keep = true;
    if (page) {
      const shot = join(work, 'failure.png');
      await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
      console.error(`screenshot: ${shot}`);
    }
    throw error;
  } finally {
    await browser?.close();
    preview?.kill();
    if (keep) console.log(`left ${work} for inspection`);
    else await rm(work, { recursive: true, force: true });
  }
}

try {
  await main();
  console.log(`consumer test passed in ${seconds(started)} s`);
  console.log(`${passed} passed, 0 failed`);
} catch (error) {
  console.error(
    `\nconsumer test FAILED: ${error instanceof CheckError ? error.message : (error?.stack ?? error)}`,
  );
  console.log(`${passed} passed, 1 failed`);
  process.exitCode = 1;
}
