// npm run bench:compare -- <build> <build> [route …] [--runs 5]
// Two builds of the site (folders such as site/dist), measured in turns under the bench's
// conditions: served as Firebase Hosting does, Lighthouse's mobile defaults in the bench's browser.
// Each route is measured `runs` times a build, the two alternating (ABBA), so that the machine's
// drift over the minutes falls on both alike; the figures are the medians, with every sample.
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { completedLighthouseRun } from './lighthouse.mjs';
import { launchLighthouseBrowser } from './lighthouseBrowser.mjs';
import { serveBuild, servedOrigins } from './servedBuild.mjs';
import { startSunStandIn } from './sunStandIn.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' } },
});
const [first, second, ...routeArgs] = positionals;
const builds = [first, second];
if (builds.some((build) => !build || !existsSync(resolve(build, 'index.html')))) {
  console.error('Usage: npm run bench:compare -- <build> <build> [route …] [--runs 5]');
  process.exit(2);
}
const routes = routeArgs.length > 0 ? routeArgs : ['/'];
const runs = Number(values.runs);

// Both builds at one origin, from a folder that is a link switched between runs: pages of two
// origins measured in turns in one browser took several times the blocking time of either alone.
const SERVED = 'site/dist-compare';
const serve = (build) => {
  rmSync(`${root}${SERVED}`, { force: true });
  symlinkSync(resolve(build), `${root}${SERVED}`);
};

const port = Number(process.env.COMPARE_PORT ?? 4500);
const { measuredOrigin } = servedOrigins(port);
const { origin: sunOrigin, close: closeSunService } = startSunStandIn(root, port + 1);
serve(first);
const stopServing = await serveBuild(root, port, sunOrigin, SERVED);
const chrome = await launchLighthouseBrowser();

/** `samples[route][build]`: each run's figures. */
const samples = Object.fromEntries(routes.map((route) => [route, [[], []]]));
try {
  for (let round = 0; round < runs; round += 1) {
    for (const route of routes) {
      for (const index of round % 2 === 0 ? [0, 1] : [1, 0]) {
        serve(builds[index]);
        const run = await completedLighthouseRun(
          chrome.port,
          `${measuredOrigin}${route}`,
          'mobile',
        );
        samples[route][index].push(run);
        console.log(`${route} ${builds[index]}: TBT ${run.tbtMs} ms, LCP ${run.lcpMs} ms`);
      }
    }
  }
} finally {
  await chrome.kill();
  stopServing();
  closeSunService();
  rmSync(`${root}${SERVED}`, { force: true });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const METRICS = [
  ['TBT', (run) => run.tbtMs, ' ms'],
  ['LCP', (run) => run.lcpMs, ' ms'],
  ['performance', (run) => run.scores.performance, ''],
];
const summary = (runsOf) =>
  METRICS.map(([name, of, unit]) => {
    const values = runsOf.map(of);
    return `${name} ${median(values)}${unit} (${values.join(', ')})`;
  }).join('  ');

console.log(`\nMobile, median of ${runs}, each build's runs in turns:`);
for (const route of routes) {
  console.log(route);
  builds.forEach((build, index) => console.log(`  ${build}: ${summary(samples[route][index])}`));
}
