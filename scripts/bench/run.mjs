// npm run bench: builds, serves the production build, runs Lighthouse (mobile and desktop) on
// every route, prints a table, writes bench/latest.json and exits non-zero when a budget breaks.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  BUDGETS,
  INTERACTION_BUDGETS,
  LANGUAGE_ROUTES,
  LANGUAGE_RUNS,
  ROUTES,
  RUNS,
  brokenBudgets,
  brokenInteractionBudgets,
} from './budgets.mjs';
import { bootChunk, lazy3dChunks, routeJsKb } from './bundle.mjs';
import { formatInteractions, measureInteractions } from './interaction.mjs';
import { CONTROLS, themeToggle } from './interaction/controls.mjs';
import { completedLighthouseRun, medianRun } from './lighthouse.mjs';
import { launchLighthouseBrowser } from './lighthouseBrowser.mjs';
import {
  brokenOfflineBudgets,
  formatOffline,
  measureOffline,
  OFFLINE_BUDGETS,
  OFFLINE_ROUTES,
} from './offline.mjs';
import { writeReadmeTable } from './readmeTable.mjs';
import { startSunStandIn } from './sunStandIn.mjs';
import { serveBuild, servedOrigins } from './servedBuild.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = `${root}site/dist`;
const port = Number(process.env.BENCH_PORT ?? 4400);
const { origin, measuredOrigin } = servedOrigins(port);
// `npm run bench -- /me /zh/spaces/sun` measures only those routes.
const everyRoute = process.argv.length <= 2;
const routes = everyRoute ? [...ROUTES, ...LANGUAGE_ROUTES] : process.argv.slice(2);

const jsColumns = ({ initial, hydration }) => ({
  initialJsKb: Number(initial.toFixed(1)),
  hydrationJsKb: Number(hydration.toFixed(1)),
});

const { origin: sunOrigin, close: closeSunService } = startSunStandIn(root, port + 1);

// Never from turbo's cache, which would not draw the bundle map.
execSync('npm run build -- --force', {
  cwd: root,
  stdio: 'inherit',
  // The pages name the address they are measured at (canonical links, alternates).
  // The bundle map (what each chunk holds, gzip) is drawn into bench/bundle.html.
  env: {
    ...process.env,
    VITE_SUN_SERVICE_URL: `${sunOrigin}/json`,
    SITE_URL: measuredOrigin,
    BUNDLE_REPORT: `${root}bench/bundle.html`,
  },
});
const stopServing = await serveBuild(root, port, sunOrigin);

const chunks3d = lazy3dChunks(dist);
const three = chunks3d[0] ?? { file: 'none', kb: 0 };
const boot = bootChunk(dist);
const chrome = await launchLighthouseBrowser();
const rows = [];
let interactions = [];
let offline = [];

/** One Lighthouse run of a route as a row of the table. */
async function measure(route, preset) {
  const { requested, ...figures } = await completedLighthouseRun(
    chrome.port,
    `${measuredOrigin}${route}`,
    preset,
  );
  return {
    route,
    preset,
    ...figures,
    ...jsColumns(routeJsKb(dist, route)),
    loaded3d: requested.some((url) => chunks3d.some(({ file }) => url.endsWith(file))),
  };
}

try {
  for (const route of routes) {
    const runs = ROUTES.includes(route) ? RUNS : LANGUAGE_RUNS;
    for (const [preset, count] of Object.entries(runs)) {
      const runs = [];
      for (let run = 0; run < count; run += 1) runs.push(await measure(route, preset));
      const row = medianRun(runs);
      rows.push(row);
      const { scores } = row;
      console.log(
        `${route.padEnd(21)} ${preset.padEnd(12)} perf ${scores.performance} (${row.performanceRuns.join(', ')}) a11y ${scores.accessibility} bp ${scores['best-practices']} seo ${scores.seo}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  ${row.transferKb} KB (faces ${row.fontKb})  JS ${row.initialJsKb} KB + ${row.hydrationJsKb} KB`,
      );
    }
  }
  // A run over every route measures taps too.
  if (everyRoute) {
    // Every route's first tap: the theme toggle at its first paint, beside the controls.
    const firstTaps = ROUTES.filter((route) => route !== '/me').map((route) =>
      themeToggle(route, ['firstPaint']),
    );
    interactions = await measureInteractions({
      origin: measuredOrigin,
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      controls: [...CONTROLS, ...firstTaps],
    });
    console.log(
      `\nTaps (mobile, median of ${interactions[0]?.samples.length ?? 0}):\n${formatInteractions(interactions)}`,
    );
  }
  // Returning visitors, served by the service worker.
  const offlineRoutes = OFFLINE_ROUTES.filter((route) => everyRoute || routes.includes(route));
  if (offlineRoutes.length > 0) {
    offline = await measureOffline({
      origin,
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      routes: offlineRoutes,
    });
    console.log(`\nReturning visits (mobile):\n${formatOffline(offline)}`);
  }
} finally {
  await chrome.kill();
  stopServing();
  closeSunService();
}

const broken = [
  ...rows.flatMap(brokenBudgets),
  ...interactions.flatMap(brokenInteractionBudgets),
  ...offline.flatMap(brokenOfflineBudgets),
];
if (three.kb > BUDGETS.lazy3dChunkKb)
  broken.push(`3D chunk ${three.kb.toFixed(1)} KB > ${BUDGETS.lazy3dChunkKb}`);
if (boot.kb > BUDGETS.bootChunkKb)
  broken.push(`boot chunk ${boot.kb.toFixed(2)} KB > ${BUDGETS.bootChunkKb}`);

mkdirSync(`${root}bench`, { recursive: true });
const report = {
  date: new Date().toISOString(),
  budgets: BUDGETS,
  interactionBudgets: INTERACTION_BUDGETS,
  offlineBudgets: OFFLINE_BUDGETS,
  lazy3dChunk: three,
  lazy3dChunks: chunks3d,
  bootChunk: boot,
  rows,
  interactions,
  offline,
  broken,
};
writeFileSync(`${root}bench/latest.json`, `${JSON.stringify(report, null, 2)}\n`);
// Only a run over every route replaces the README's table.
if (everyRoute) {
  writeReadmeTable(`${root}README.md`, report);
  execSync('npx prettier --write README.md', { cwd: root, stdio: 'ignore' });
}
for (const { file, kb } of chunks3d) console.log(`3D chunk ${file}: ${kb.toFixed(1)} KB gzip`);
console.log(`Boot chunk ${boot.file}: ${boot.kb.toFixed(2)} KB gzip`);
console.log('What each chunk holds: bench/bundle.html');
console.log(
  broken.length ? `\nBudgets broken:\n- ${broken.join('\n- ')}` : '\nEvery budget holds.',
);
process.exitCode = broken.length ? 1 : 0;
