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
import { ID_CASES } from '../src/data/content/ruleCases';
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
    await writeFile(
      join(bad, 'info.json'),
      JSON.stringify({ broken: { order: 1, title: 'plain' } }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { code, output } = await run('import', bad);
    expect(code).toBe(1);
    expect(output).toContain('1 document(s) are invalid');
  });

  it('reports on a dry run exactly what the import then writes', async () => {
    const changed = await mkdtemp(join(tmpdir(), 'content-changed-'));
    await run('export', changed, '--from', 'firestore');
    const info = JSON.parse(await readFile(join(changed, 'info.json'), 'utf8'));
    info.hello.order = 7;
    info.added = { title: { en: 'New' }, text: { en: 'Text' } };
    await writeFile(join(changed, 'info.json'), JSON.stringify(info));
    const planned = await run('import', changed, '--dry-run');
    expect(planned.output).toContain('update info/hello\ncreate info/added\n2 to write');
    const done = await run('import', changed);
    expect(done.output).toContain('update info/hello\ncreate info/added\n2 to write');
    expect((await run('import', changed, '--dry-run')).output).toContain('0 to write');
  });

  // Each would have been shown as a create, then written elsewhere (a path), failed mid-import
  // (".", "..", "__x__"), or been dropped (__proto__).
  it.each(ID_CASES.filter(({ valid }) => !valid).map(({ id }) => id))(
    'refuses the id %j, dry run or not, and writes nothing',
    async (id) => {
      const bad = await mkdtemp(join(tmpdir(), 'content-id-'));
      const document = { order: 1, title: { en: 'T' }, text: { en: 'X' } };
      await writeFile(
        join(bad, 'info.json'),
        `{ ${JSON.stringify(id)}: ${JSON.stringify(document)} }`,
      );
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      for (const args of [['--dry-run'], []]) {
        const { code, output } = await run('import', bad, ...args);
        expect(code).toBe(1);
        expect(output).toContain('1 document(s) are invalid');
      }
    },
  );

  it.each([
    ['null', 'holds null'],
    ['[{ "title": { "en": "T" }, "text": { "en": "X" } }]', 'holds an array'],
    ['"text"', 'holds a string'],
  ])('refuses a file holding %s', async (json, message) => {
    const bad = await mkdtemp(join(tmpdir(), 'content-kind-'));
    await writeFile(join(bad, 'info.json'), json);
    const { code, output } = await run('import', bad, '--dry-run');
    expect(code).toBe(1);
    expect(output).toContain(`${join(bad, 'info.json')}: ${message}, not an object of documents`);
  });

  it('refuses a file that names no collection of the site', async () => {
    const bad = await mkdtemp(join(tmpdir(), 'content-name-'));
    await writeFile(join(bad, 'bookmarks.json'), '{}');
    const { code, output } = await run('import', bad, '--dry-run');
    expect(code).toBe(1);
    expect(output).toContain('bookmarks.json: not a collection of the site');
  });

  it('refuses an icon the site does not draw', async () => {
    const bad = await mkdtemp(join(tmpdir(), 'content-icon-'));
    const document = { title: { en: 'T' }, text: { en: 'X' }, icon: 'rocket' };
    await writeFile(join(bad, 'info.json'), JSON.stringify({ launch: document }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await run('import', bad, '--dry-run')).code).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('info/launch: field "icon"'));
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

// As `npm run content` runs it: from the library's sources, built or not.
it('runs from a checkout whose path has spaces and symlinks', async () => {
  const repo = fileURLToPath(new URL('../../', import.meta.url));
  const link = join(await mkdtemp(join(tmpdir(), 'a checkout ')), 'linked repo');
  await symlink(repo, link);
  const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'content', '--', '--help'], {
    cwd: link,
  });
  expect(stdout).toContain('npm run content -- export');
});
