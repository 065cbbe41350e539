import { execFile } from 'node:child_process';
import { mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { collection, getDocs } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../scripts/content/main';
import { embeddedContent } from '../src/content';
import { connectToEmulator, emulatorHost } from './connect';

const PROJECT = 'content-tool-test';
const db = connectToEmulator(PROJECT, 'checker');
const saved = { ...process.env };

/** Runs the tool and returns its exit code and what it printed. */
async function run(...args: string[]) {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));
  const error = vi.spyOn(console, 'error').mockImplementation((line: string) => lines.push(line));
  try {
    return { code: await main(args), output: lines.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

describe('npm run content', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'content-'));
    process.env.FIRESTORE_EMULATOR_HOST = emulatorHost();
    process.env.VITE_FIREBASE_PROJECT_ID = PROJECT;
  });
  afterAll(() => {
    process.env = saved;
  });

  it('exports the embedded content to JSON files', async () => {
    const { code, output } = await run('export', dir, '--from', 'embedded');
    expect(code).toBe(0);
    expect(output).toContain('appgallery 2');
    expect(JSON.parse(await readFile(join(dir, 'appgallery.json'), 'utf8'))).toHaveProperty(
      'scripture-reader',
    );
  });

  it('plans without writing on a dry run', async () => {
    const { code, output } = await run('import', dir, '--dry-run');
    expect(code).toBe(0);
    expect(output).toContain('create appgallery/scripture-reader');
    expect((await getDocs(collection(db, 'appgallery'))).size).toBe(0);
  });

  it('imports into Firestore by stable ids, and a second import changes nothing', async () => {
    expect((await run('import', dir)).code).toBe(0);
    const apps = await getDocs(collection(db, 'appgallery'));
    expect(apps.docs.map((document) => document.id).sort()).toEqual(
      Object.keys(embeddedContent.appgallery).sort(),
    );

    const again = await run('import', dir);
    expect(again.output).toContain('0 to write');
  });

  it('exports what Firestore holds', async () => {
    const out = await mkdtemp(join(tmpdir(), 'content-out-'));
    expect((await run('export', out, '--from', 'firestore')).code).toBe(0);
    expect(JSON.parse(await readFile(join(out, 'info.json'), 'utf8'))).toEqual(
      JSON.parse(await readFile(join(dir, 'info.json'), 'utf8')),
    );
  });

  it('rejects invalid files and writes nothing', async () => {
    const bad = await mkdtemp(join(tmpdir(), 'content-bad-'));
    const { writeFile } = await import('node:fs/promises');
    await writeFile(
      join(bad, 'info.json'),
      JSON.stringify({ broken: { order: 1, title: 'plain' } }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { code, output } = await run('import', bad);
    expect(code).toBe(1);
    expect(output).toContain('1 document(s) are invalid');
  });

  it('explains its usage', async () => {
    expect((await run('publish', dir)).code).toBe(2);
  });

  it('names the file whose JSON is broken', async () => {
    const broken = await mkdtemp(join(tmpdir(), 'content-json-'));
    await writeFile(join(broken, 'info.json'), '{ "a": ');
    const { code, output } = await run('import', broken, '--dry-run');
    expect(code).toBe(1);
    expect(output).toContain(join(broken, 'info.json'));
  });

  it('never replaces a file of documents with an empty collection unless told to', async () => {
    const backup = await mkdtemp(join(tmpdir(), 'content-backup-'));
    await run('export', backup, '--from', 'embedded');
    const before = await readFile(join(backup, 'appgallery.json'), 'utf8');
    process.env.VITE_FIREBASE_PROJECT_ID = 'content-tool-empty';
    try {
      const refused = await run('export', backup, '--from', 'firestore');
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('--allow-empty');
      expect(await readFile(join(backup, 'appgallery.json'), 'utf8')).toBe(before);
      expect((await run('export', backup, '--from', 'firestore', '--allow-empty')).code).toBe(0);
      expect(JSON.parse(await readFile(join(backup, 'appgallery.json'), 'utf8'))).toEqual({});
    } finally {
      process.env.VITE_FIREBASE_PROJECT_ID = PROJECT;
    }
  });
});

describe('npm run content without a reachable Firestore', () => {
  beforeAll(() => {
    // Nothing listens on port 9: the store is unreachable, as offline.
    process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:9';
    process.env.VITE_FIREBASE_PROJECT_ID = PROJECT;
  });
  afterAll(() => {
    process.env = saved;
  });

  it('export fails, and leaves the backup as it was', async () => {
    const backup = await mkdtemp(join(tmpdir(), 'content-offline-'));
    await run('export', backup, '--from', 'embedded');
    const before = await readFile(join(backup, 'info.json'), 'utf8');
    const { code } = await run('export', backup, '--from', 'firestore');
    expect(code).toBe(1);
    expect(await readFile(join(backup, 'info.json'), 'utf8')).toBe(before);
  });

  it('import fails instead of waiting', async () => {
    const source = await mkdtemp(join(tmpdir(), 'content-offline-in-'));
    await run('export', source, '--from', 'embedded');
    expect((await run('import', source)).code).toBe(1);
  });
});

it('runs from a checkout whose path has spaces and symlinks', async () => {
  const repo = fileURLToPath(new URL('../../', import.meta.url));
  const link = join(await mkdtemp(join(tmpdir(), 'a checkout ')), 'linked repo');
  await symlink(repo, link);
  const { stdout } = await promisify(execFile)(
    join(repo, 'node_modules/.bin/tsx'),
    [join(link, 'scripts/content/cli.ts'), '--help'],
    { cwd: link },
  );
  expect(stdout).toContain('npm run content -- export');
});
