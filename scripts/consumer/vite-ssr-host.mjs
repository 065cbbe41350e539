// The Vite SSR host: a server build of ./fixture/src/ssr with dependencies external, rendered by
// Node into the client build's ssr.html (./fixture/server/prerender.mjs), which Chromium hydrates.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { visible } from './browser.mjs';
import { check } from './check.mjs';
import { assert, run } from './process.mjs';
import { hasServerStyles } from './server-styles.mjs';
import { runVite } from './vite.mjs';

export function checkViteSsrBuild(app) {
  return check(
    'Vite SSR build, dependencies external, rendered by Node into ssr.html',
    async () => {
      await runVite(app, ['build', '--ssr', 'src/ssr/entry-server.tsx', '--outDir', 'dist-server']);
      const serverBuild = await readFile(join(app, 'dist-server', 'entry-server.js'), 'utf8');
      assert(/from "@portfolio\/ui"/.test(serverBuild), 'the SSR build bundled @portfolio/ui');
      await run(process.execPath, ['server/prerender.mjs'], { cwd: app });
      const html = await readFile(join(app, 'dist', 'ssr.html'), 'utf8');
      assert(html.includes('Server rendered</h1>'), "the server's HTML lacks the page");
      assert(hasServerStyles(html), 'no collected styles in the head');
    },
  );
}

export function checkSsrHydration(page, origin) {
  return check('Chromium: the server-rendered page hydrates and answers a tap', async () => {
    await page.goto(`${origin}/ssr.html`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await visible(page.getByRole('heading', { level: 1, name: 'Server rendered' }));
    await page.getByRole('button', { name: 'Rose' }).click();
    await page.waitForFunction(() => document.title === 'Picked rose');
  });
}
