// npm run bench:compare -- <build> <build> [route …] [--runs 5] [--taps "<control>,…"]
// Two builds of the site (folders such as site/dist), measured in turns under the bench's
// conditions: served as Firebase Hosting does, Lighthouse's mobile defaults in the bench's browser,
// and, for the controls named with --taps (the bench's names: "garden tile", "moon day", …), a tap
// at the first paint and once settled, as scripts/bench/interaction.mjs times them. Each route and
// tap is measured `runs` times a build, the two alternating (ABBA), so that the machine's drift
// over the minutes falls on both alike; the figures are the medians, with every sample.
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measureInteractions, median } from './interaction.mjs';
import { CONTROLS } from './interaction/controls.mjs';
import { completedLighthouseRun } from './lighthouse.mjs';
import { launchLighthouseBrowser } from './lighthouseBrowser.mjs';
import { serveBuild, servedOrigins } from './servedBuild.mjs';
import { startSunStandIn } from './sunStandIn.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' }, taps: { type: 'string' } },
});
const [first, second, ...routeArgs] = positionals;
const builds = [first, second];
const tapNames = values.taps?.split(',').map((name) => name.trim()) ?? [];
const controls = tapNames.map((name) => CONTROLS.find(({ control }) => control === name));
if (
  builds.some((build) => !build || !existsSync(resolve(build, 'index.html'))) ||
  controls.includes(undefined)
) {
  console.error(
    'Usage: npm run bench:compare -- <build> <build> [route …] [--runs 5] [--taps "<control>,…"]',
  );
  console.error(`Controls: ${CONTROLS.map(({ control }) => control).join(', ')}`);
  process.exit(2);
}
// Lighthouse on / unless only taps are asked for.
const routes = routeArgs.length > 0 || controls.length > 0 ? routeArgs : ['/'];
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
const chrome = routes.length > 0 ? await launchLighthouseBrowser() : undefined;

/** The builds' indexes in a round: A then B, then B then A. */
const inTurn = (round) => (round % 2 === 0 ? [0, 1] : [1, 0]);

/** `samples[route][build]`: each run's figures. */
const samples = Object.fromEntries(routes.map((route) => [route, [[], []]]));
/** `taps[control moment][build]`: each run's response and outcome. */
const taps = {};
try {
  for (let round = 0; round < runs; round += 1) {
    for (const route of routes) {
      for (const index of inTurn(round)) {
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
    for (const index of controls.length > 0 ? inTurn(round) : []) {
      serve(builds[index]);
      const rows = await measureInteractions({ origin: measuredOrigin, samples: 1, controls });
      for (const row of rows) {
        const [tap] = row.samples;
        const name = `${row.control} ${row.moment}`;
        (taps[name] ??= [[], []])[index].push(tap);
        console.log(
          `${name} ${builds[index]}: response ${tap.responseMs} ms, outcome ${tap.outcomeMs} ms`,
        );
      }
    }
  }
} finally {
  await chrome?.kill();
  stopServing();
  closeSunService();
  rmSync(`${root}${SERVED}`, { force: true });
}

const summary = (metrics, runsOf) =>
  metrics
    .map(([name, of, unit]) => {
      const values = runsOf.map(of);
      return `${name} ${median(values)}${unit} (${values.join(', ')})`;
    })
    .join('  ');
const LIGHTHOUSE = [
  ['TBT', (run) => run.tbtMs, ' ms'],
  ['LCP', (run) => run.lcpMs, ' ms'],
  ['performance', (run) => run.scores.performance, ''],
];
const TAP = [
  ['response', (tap) => tap.responseMs, ' ms'],
  ['outcome', (tap) => tap.outcomeMs, ' ms'],
];

const report = (title, figures, metrics) => {
  const entries = Object.entries(figures);
  if (entries.length === 0) return;
  console.log(`\n${title}, median of ${runs}, each build's runs in turns:`);
  for (const [name, byBuild] of entries) {
    console.log(name);
    builds.forEach((build, index) =>
      console.log(`  ${build}: ${summary(metrics, byBuild[index])}`),
    );
  }
};
report('Mobile', samples, LIGHTHOUSE);
report('Taps under mobile conditions', taps, TAP);
