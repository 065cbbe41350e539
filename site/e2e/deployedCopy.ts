import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { HASHED_FILE } from '../src/offline/precacheLanguage';

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
     * chunks named `renamed` (e.g. `MoonPage`) changed too. As Vite names files by their content,
     * each hashed file that changed takes a new name, and so in turn does each file naming it.
     */
    async redeploy(from: string, to: string, renamed?: string) {
      // The worker last, from the finished files, as a deploy goes live at once: a browser that
      // checks for an update in the middle must not precache a file before its final content.
      const worker = join(dir, 'sw.js');
      const files = (await filesIn(dir, ['.html', '.json', '.js'])).filter(
        (file) => file !== worker,
      );
      const changed = new Set<string>();
      // Files already given their new name (each is once: chunks may import each other).
      const renamedFiles = new Set<string>();
      const edit = async (file: string, from: string, to: string) => {
        const text = await readFile(file, 'utf8');
        if (!text.includes(from)) return;
        await writeFile(file, text.replaceAll(from, to));
        if (HASHED_FILE.test(file) && !renamedFiles.has(file)) changed.add(file);
      };
      for (const file of files) if (!file.endsWith('.js')) await edit(file, from, to);
      for (const file of files)
        if (renamed && basename(file).startsWith(`${renamed}-`)) changed.add(file);
      for (const file of changed) {
        changed.delete(file);
        const content = await readFile(file);
        const name = basename(file);
        const hash = createHash('sha256').update(name).update(content).digest('base64url');
        const renamedFile = join(
          dirname(file),
          name.replace(HASHED_FILE, `-${hash.slice(0, 8)}${extname(name)}`),
        );
        await rename(file, renamedFile);
        renamedFiles.add(renamedFile);
        files.splice(files.indexOf(file), 1, renamedFile);
        for (const other of files) await edit(other, name, basename(renamedFile));
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
