import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';

const root = new URL('../../', import.meta.url).pathname;

/** Every file of `dir` whose name ends with one of `endings`, recursively. */
async function filesIn(dir: string, endings: string[]): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && endings.some((ending) => entry.name.endsWith(ending)))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * A copy of the built site, served as production serves it on `port`, that a test can deploy
 * again with a text changed: its pages and strings rewritten, its service worker rebuilt.
 */
export async function deployedCopy(port: number) {
  const dir = await mkdtemp(join(tmpdir(), 'deployed-site-'));
  await cp(join(root, 'site/dist'), dir, { recursive: true });
  const server: ChildProcess = spawn(
    'node',
    // superstatic reads its public directory relative to the repository.
    ['scripts/hosting/serve.mjs', '--port', String(port), '--public', relative(root, dir)],
    { cwd: root, stdio: 'ignore' },
  );
  const url = `http://localhost:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    const up = await fetch(url).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (attempt > 100) throw new Error(`The copy of the site did not start on ${url}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    /**
     * Deploys the copy again with `from` replaced by `to` in its pages and strings, and the
     * chunks named `renamed` (e.g. `MoonPage`) under a new hash, as a deploy that changed them.
     */
    async redeploy(from: string, to: string, renamed?: string) {
      const renames: [string, string][] = [];
      for (const chunk of await filesIn(join(dir, 'assets'), ['.js'])) {
        const name = basename(chunk);
        if (!renamed || !name.startsWith(`${renamed}-`)) continue;
        const newName = `${renamed}-Redeploy.js`;
        await rename(chunk, join(dirname(chunk), newName));
        renames.push([name, newName]);
      }
      for (const file of await filesIn(dir, ['.html', '.json', '.js'])) {
        const text = await readFile(file, 'utf8');
        const replacements: [string, string][] = file.endsWith('.js')
          ? renames
          : [[from, to], ...renames];
        const changed = replacements.reduce((all, [a, b]) => all.replaceAll(a, b), text);
        if (changed !== text) await writeFile(file, changed);
      }
      await promisify(execFile)('node_modules/.bin/tsx', ['site/scripts/offline.ts'], {
        cwd: root,
        env: { ...process.env, SITE_OUT_DIR: dir },
      });
    },
    async close() {
      server.kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
