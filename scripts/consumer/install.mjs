// Installs a consumer app (a fixture folder) with the packed @portfolio/ui and exactly the
// versions the monorepo installed, offline from the npm cache.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assert, npm, readJson, repo } from './process.mjs';

const uiDir = join(repo, 'packages', 'ui');

/**
 * The monorepo's lockfile entries that the app needs, at the same places in node_modules: a
 * subset of a working tree that is closed under Node's resolution is a working tree, and every
 * tarball in it is in the npm cache since the monorepo was installed from that lockfile. Without
 * it npm would resolve ranges against cached registry metadata that may name newer versions than
 * the cache holds.
 */
function lockedSubset(rootLock, roots) {
  const all = rootLock.packages;
  const picked = new Map();
  /** Node's lookup: the nearest node_modules/<name> from `from` upwards. */
  const locate = (from, name) => {
    for (let base = from; ;) {
      const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
      if (all[candidate] && !all[candidate].link) return candidate;
      if (!base) return undefined;
      const parent = base.lastIndexOf('/node_modules/');
      base = parent === -1 ? '' : base.slice(0, parent);
    }
  };
  const missing = [];
  const visit = (from, name, optional) => {
    const path = locate(from, name);
    if (!path) {
      if (!optional) missing.push(`${name} (needed by ${from || 'the app'})`);
      return;
    }
    if (picked.has(path)) return;
    const entry = all[path];
    if (!path.startsWith('node_modules/')) throw new Error(`${name} is not hoisted: ${path}`);
    picked.set(path, entry);
    const optionalPeers = entry.peerDependenciesMeta ?? {};
    for (const dep of Object.keys(entry.dependencies ?? {})) visit(path, dep, false);
    for (const dep of Object.keys(entry.optionalDependencies ?? {})) visit(path, dep, true);
    for (const dep of Object.keys(entry.peerDependencies ?? {}))
      visit(path, dep, optionalPeers[dep]?.optional === true);
  };
  for (const { from, name } of roots) visit(from, name, false);
  const packages = {};
  for (const [path, entry] of [...picked].sort(([a], [b]) => a.localeCompare(b))) {
    const { dev, peer, devOptional, extraneous, ...rest } = entry;
    void [dev, peer, devOptional, extraneous];
    packages[path] = rest;
  }
  return { packages, missing };
}

const INSTALL = ['install', '--no-audit', '--no-fund', '--ignore-scripts'];

/**
 * Copies `fixture` to `app` and installs it: the tarball `work/portfolio-ui.tgz`, and every other
 * dependency at the version the monorepo's lockfile holds. A package the monorepo does not
 * install (Next.js) must be pinned to an exact version by the app; it comes from the npm cache,
 * or from the registry the first time.
 *
 * With `pins` (name -> exact version), those packages are installed at those versions instead and
 * npm resolves the rest of the tree itself, as it would for any app (no lockfile is written).
 */
export async function installFixture(fixture, app, work, { pins } = {}) {
  await cp(fixture, app, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
  });
  const manifest = await readJson(join(app, 'package.json'));
  const rootLock = await readJson(join(repo, 'package-lock.json'));
  const installed = (name) => pins?.[name] ?? rootLock.packages[`node_modules/${name}`]?.version;
  // The app asks for exactly the versions the monorepo installed, or for its own pinned ones.
  for (const group of ['dependencies', 'devDependencies']) {
    for (const [name, range] of Object.entries(manifest[group])) {
      if (name === '@portfolio/ui') continue;
      const version = installed(name);
      assert(
        version || /^\d+\.\d+\.\d+$/.test(range),
        `${name} is neither installed in the monorepo nor pinned by the app`,
      );
      if (version) manifest[group][name] = version;
    }
  }
  await writeFile(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  if (pins) await npm([...INSTALL, '--prefer-offline'], { cwd: app });
  else await installLocked(app, work, manifest, rootLock);
  const installedUi = join(app, 'node_modules', '@portfolio', 'ui');
  assert(existsSync(join(installedUi, 'dist', 'index.js')), 'the installed package has no dist');
  assert(!existsSync(join(installedUi, 'src')), 'the installed package carries its sources');
}

/** Installs `app` from a lockfile holding the monorepo's own entries, offline if it can. */
async function installLocked(app, work, manifest, rootLock) {
  const ui = await readJson(join(uiDir, 'package.json'));
  const tarball = await readFile(join(work, 'portfolio-ui.tgz'));
  const roots = [
    ...Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
      .filter((name) => name !== '@portfolio/ui')
      .map((name) => ({ from: '', name })),
    ...Object.keys(ui.dependencies).map((name) => ({ from: '', name })),
  ];
  const { packages, missing } = lockedSubset(rootLock, roots);
  if (missing.length > 0) console.log(`    not in the monorepo's lockfile: ${missing.join(', ')}`);
  const lock = {
    name: manifest.name,
    version: manifest.version,
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': {
        name: manifest.name,
        version: manifest.version,
        dependencies: manifest.dependencies,
        devDependencies: manifest.devDependencies,
      },
      'node_modules/@portfolio/ui': {
        version: ui.version,
        resolved: 'file:../portfolio-ui.tgz',
        integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
        dependencies: ui.dependencies,
        peerDependencies: ui.peerDependencies,
        peerDependenciesMeta: ui.peerDependenciesMeta,
      },
      ...packages,
    },
  };
  await writeFile(join(app, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);

  try {
    await npm([...INSTALL, '--offline'], { cwd: app });
  } catch (error) {
    if (!String(error.message).includes('ENOTCACHED')) throw error;
    // A pinned package on a fresh machine, or a tarball the cache lost: fetch it rather than fail.
    console.log('    the npm cache lacks a package; installing with --prefer-offline');
    console.log(
      `    ${
        String(error.message)
          .split('\n')
          .find((line) => line.includes('ENOTCACHED') || line.includes('request to')) ?? ''
      }`,
    );
    await npm([...INSTALL, '--prefer-offline'], { cwd: app });
  }
}
