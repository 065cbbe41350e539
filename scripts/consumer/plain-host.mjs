// An app that never imports @portfolio/ui/fonts (./plain-fixture): it installs no font package,
// and it builds. Its install size is reported (node_modules, with Vite and its plugin).
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { check } from './check.mjs';
import { installFixture } from './install.mjs';
import { assert, run } from './process.mjs';

const plainFixture = join(import.meta.dirname, 'plain-fixture');

/** The bytes of every file under `dir`. */
async function sizeOf(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const sizes = await Promise.all(files.map((file) => stat(join(file.parentPath, file.name))));
  return sizes.reduce((sum, { size }) => sum + size, 0);
}

export async function checkPlainHost(work) {
  const plainApp = join(work, 'plain-app');
  await check('without the fonts entry: installs no font package', async () => {
    await installFixture(plainFixture, plainApp, work);
    const scoped = await readdir(join(plainApp, 'node_modules'));
    const fonts = scoped.filter((name) => name.startsWith('@fontsource'));
    assert(fonts.length === 0, `font packages installed: ${fonts.join(', ')}`);
    const megabytes = (await sizeOf(join(plainApp, 'node_modules'))) / 1e6;
    console.log(`    node_modules: ${megabytes.toFixed(1)} MB (with Vite)`);
  });
  await check('without the fonts entry: vite build of a page with Navbar and Footer', () =>
    run(process.execPath, [join(plainApp, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
      cwd: plainApp,
    }),
  );
}
