// What the pages of the Vite app's build load: no three.js where only the main entry is used, and
// the fonts module's @font-face CSS and font files.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { check } from './check.mjs';
import { assert, readJson } from './process.mjs';

/** Present in three.js's renderer, absent from everything else the app bundles. */
const THREE_MARKER = 'WebGLRenderer';

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

export async function checkViteAppBundle(app) {
  const dist = join(app, 'dist');

  await check(`pages on the main entry only bundle no three.js (${THREE_MARKER})`, async () => {
    const manifest = await readJson(join(dist, '.vite', 'manifest.json'));
    const filesWithThree = (page, lazy) =>
      contains(dist, pageFiles(manifest, page, { lazy }), THREE_MARKER);
    for (const page of ['main-only.html', 'ssr.html']) {
      const found = await filesWithThree(page, true);
      assert(found.length === 0, `${page} loads three.js in ${found.join(', ')}`);
    }
    const eager = await filesWithThree('index.html', false);
    assert(eager.length === 0, `index.html loads three.js up front in ${eager.join(', ')}`);
    const lazy = await filesWithThree('index.html', true);
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
}
