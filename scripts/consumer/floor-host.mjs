// The low end of every peer range: the same app as ./fixture, installed with the lowest version
// each of @portfolio/ui's peer ranges admits (read from its peerDependencies: React 19.0.0,
// styled-components 6.1.0, three and its types 0.170.0, @react-three/fiber 9.0.4, ...),
// type-checked, rendered in Node, built and shown in Chromium. The main app runs the high end: the monorepo's own versions, the newest each range
// admitted when its lockfile was last refreshed.
import { join } from 'node:path';
import { checkNoProblems, openPage, recordProblems } from './browser.mjs';
import { check } from './check.mjs';
import { installFixture } from './install.mjs';
import { checkNodeRender } from './node-host.mjs';
import { startPreview } from './preview.mjs';
import { assert, readJson, repo } from './process.mjs';
import { checkViteAppBuild } from './vite-app-build.mjs';
import { checkViteAppPages } from './vite-app-pages.mjs';

const fixture = join(import.meta.dirname, 'fixture');

/** The lowest version a range names: `^19.0.0`, `~6.1.0`, `>=0.170.0 <0.188.0` or `9.0.0`. */
export function floorOf(range) {
  const floor = /^(?:\^|~|>=)?(\d+\.\d+\.\d+)(?:\s+<\S+)?$/.exec(range.trim());
  assert(floor, `no floor can be read from the peer range "${range}"`);
  return floor[1];
}

/** Each peer of the package at the floor of its range. */
async function peerFloors() {
  const { peerDependencies } = await readJson(join(repo, 'packages', 'ui', 'package.json'));
  return Object.fromEntries(
    Object.entries(peerDependencies).map(([name, range]) => [name, floorOf(range)]),
  );
}

export async function checkFloorHost(work, browser) {
  const floorApp = join(work, 'floor-app');
  const pins = await peerFloors();
  await check(
    `lowest peers: install ${Object.entries(pins)
      .map(([name, version]) => `${name}@${version}`)
      .join(', ')}`,
    async () => {
      await installFixture(fixture, floorApp, work, { pins });
      for (const [name, version] of Object.entries(pins)) {
        const installed = await readJson(join(floorApp, 'node_modules', name, 'package.json'));
        assert(installed.version === version, `${name} is ${installed.version}, not ${version}`);
      }
    },
  );
  await checkNodeRender(floorApp);
  await checkViteAppBuild(floorApp);
  const preview = await startPreview(floorApp);
  const page = await openPage(browser);
  try {
    const problems = recordProblems(page);
    await checkViteAppPages(page, preview.origin);
    await checkNoProblems(problems);
  } finally {
    await page.close();
    preview.stop();
  }
}
