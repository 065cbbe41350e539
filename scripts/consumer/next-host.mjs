// The Next.js App Router host (./next-fixture): installed like the Vite app, then `next build`
// prerenders a server page that uses the components.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { check } from './check.mjs';
import { installFixture } from './install.mjs';
import { assert, run } from './process.mjs';
import { hasServerStyles } from './server-styles.mjs';

const nextFixture = join(import.meta.dirname, 'next-fixture');

export async function checkNextHost(work) {
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
    assert(hasServerStyles(html), "the page's styles are not in its HTML");
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="\/_next\/([^"]+)"/g)];
    const css = await Promise.all(
      stylesheets.map(([, path]) => readFile(join(nextApp, '.next', path), 'utf8')),
    );
    assert(
      css.some((text) => text.includes('Inter Variable')),
      "the page's stylesheets do not declare the faces",
    );
  });
}
