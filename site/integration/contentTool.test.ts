import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collection, getDocs } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../scripts/content/cli';
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
});
