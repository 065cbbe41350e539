// npm run bench: builds, serves the production build, runs Lighthouse (mobile and desktop) on
// every route, prints a table, writes bench/latest.json and exits non-zero when a budget breaks.
import { spawn, execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { BUDGETS, ROUTES, brokenBudgets } from './budgets.mjs';
import { initialJsKb, lazy3dChunkKb } from './bundle.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = `${root}site/dist`;
const port = Number(process.env.BENCH_PORT ?? 4400);
const origin = `http://localhost:${port}`;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];

execSync('npm run build', { cwd: root, stdio: 'inherit' });
const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], {
  cwd: `${root}site`,
  stdio: 'ignore',
});
await new Promise((resolve) => setTimeout(resolve, 2500));

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const rows = [];
try {
  for (const route of ROUTES) {
    for (const preset of ['mobile', 'desktop']) {
      const options = { port: chrome.port, output: 'json', logLevel: 'error' };
      const { lhr } = await lighthouse(
        `${origin}${route}`,
        options,
        preset === 'desktop' ? desktopConfig : undefined,
      );
      const scores = Object.fromEntries(
        Object.entries(lhr.categories).map(([id, category]) => [
          id,
          Math.round(category.score * 100),
        ]),
      );
      const row = {
        route,
        preset,
        scores,
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        transferKb: Math.round(lhr.audits['total-byte-weight'].numericValue / 1024),
        initialJsKb: Number(initialJsKb(dist, route).toFixed(1)),
      };
      rows.push(row);
      console.log(
        `${route.padEnd(18)} ${preset.padEnd(8)} perf ${scores.performance} a11y ${scores.accessibility} bp ${scores['best-practices']} seo ${scores.seo}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  ${row.transferKb} KB  JS ${row.initialJsKb} KB`,
      );
    }
  }
} finally {
  await chrome.kill();
  server.kill();
}

const three = lazy3dChunkKb(dist);
const broken = rows.flatMap(brokenBudgets);
const homeJs = rows.find((row) => row.route === '/')?.initialJsKb ?? 0;
if (homeJs > BUDGETS.initialJsHomeKb)
  broken.push(`initial JS for / ${homeJs} KB > ${BUDGETS.initialJsHomeKb}`);
if (three.kb > BUDGETS.lazy3dChunkKb)
  broken.push(`3D chunk ${three.kb.toFixed(1)} KB > ${BUDGETS.lazy3dChunkKb}`);

mkdirSync(`${root}bench`, { recursive: true });
const report = {
  date: new Date().toISOString(),
  budgets: BUDGETS,
  lazy3dChunk: three,
  rows,
  broken,
};
writeFileSync(`${root}bench/latest.json`, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\n3D chunk ${three.file}: ${three.kb.toFixed(1)} KB gzip`);
console.log(
  broken.length ? `\nBudgets broken:\n- ${broken.join('\n- ')}` : '\nEvery budget holds.',
);
process.exitCode = broken.length ? 1 : 0;
