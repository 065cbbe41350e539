// The package as npm would publish it: `npm pack` into the work folder, and what the tarball holds.
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import { check } from './check.mjs';
import { assert, npm, readJson, repo } from './process.mjs';

const uiDir = join(repo, 'packages', 'ui');

/**
 * Packs @portfolio/ui into `work/portfolio-ui.tgz` (built by its prepack script, or as `dist/`
 * is when `build` is false) and checks its files; returns npm's report.
 */
export function packTarball(work, { build }) {
  return check('npm pack: only dist, README, LICENSE and package.json', async () => {
    const out = await npm([
      'pack',
      '-w',
      '@portfolio/ui',
      '--pack-destination',
      work,
      '--json',
      ...(build ? [] : ['--ignore-scripts']),
    ]);
    const [info] = JSON.parse(out);
    const files = info.files.map((file) => file.path);
    const stray = files.filter(
      (file) =>
        !file.startsWith('dist/') &&
        !/^(package\.json|README\.md|CHANGELOG\.md|LICENSE)$/.test(file),
    );
    assert(stray.length === 0, `unexpected files in the tarball: ${stray.join(', ')}`);
    const sources = files.filter(
      (file) => /\.(stories|test)\.|\.tsx?$/.test(file) && !file.endsWith('.d.ts'),
    );
    assert(sources.length === 0, `sources in the tarball: ${sources.join(', ')}`);
    const manifest = await readJson(join(uiDir, 'package.json'));
    const wanted = ['README.md', 'dist/three/Clock3D/clockFont.LICENSE.txt'];
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (typeof target === 'string') continue;
      const conditions = Object.keys(target).filter((name) => name !== '@portfolio/source');
      assert(conditions[0] === 'types', `exports["${subpath}"]: "types" must come first`);
      wanted.push(target.types.slice(2), target.default.slice(2));
    }
    const absent = wanted.filter((file) => !files.includes(file));
    assert(absent.length === 0, `missing from the tarball: ${absent.join(', ')}`);
    await rename(join(work, info.filename), join(work, 'portfolio-ui.tgz'));
    return info;
  });
}

/** The tarball's sizes from npm's report: packed, unpacked, dist's JavaScript and declarations. */
export function tarballSummary(packed) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  const sum = (pattern) =>
    packed.files.filter(({ path }) => pattern.test(path)).reduce((n, { size }) => n + size, 0);
  return (
    `\npacked ${packed.filename}: ${kb(packed.size)} gzipped, ${kb(packed.unpackedSize)} in ` +
    `${packed.entryCount} files (dist: ${kb(sum(/^dist\/.*\.js$/))} of JavaScript, ` +
    `${kb(sum(/^dist\/.*\.d\.ts$/))} of declarations)`
  );
}
