// @portfolio/ui checked as a public package, as its consumers will get it: packed once from the
// build already there, then linted by publint (strict: warnings fail) and by Are the Types Wrong
// with its ESM-only profile (the package is ES modules only: CommonJS consumers import() it).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules/.bin', name);
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

const work = mkdtempSync(join(tmpdir(), 'portfolio-ui-package-'));
try {
  const packed = execFileSync(
    'npm',
    ['pack', '-w', '@portfolio/ui', '--ignore-scripts', '--pack-destination', work, '--json'],
    { cwd: root, encoding: 'utf8' },
  );
  const tarball = join(work, JSON.parse(packed)[0].filename);
  run(bin('publint'), ['run', tarball, '--strict']);
  run(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'table-flipped']);
} finally {
  rmSync(work, { recursive: true, force: true });
}
