// How long a visitor's tap waits, under Lighthouse's mobile conditions: for each control, at the
// page's first paint (before the app has hydrated; boot.ts holds the tap and replays it) and once
// the page has settled. Run alone against a served build:
//
//   node scripts/bench/interaction.mjs http://localhost:4173 [--samples 3]
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CPU_SLOWDOWN, MOBILE_DEVICE, MOBILE_NETWORK } from './mobileConditions.mjs';
import { CONTROLS, tap } from './interaction/controls.mjs';
import { recorderScript } from './interaction/recorder.mjs';

const WAIT_MS = 15_000;
const SETTLE_MS = 2000;

export const MOMENTS = ['firstPaint', 'settled'];

const waitInPage = (page, predicate, timeout) =>
  page.waitForFunction(predicate, undefined, { polling: 50, timeout }).then(
    () => true,
    () => false,
  );

/** Opens the control's page and waits for `moment`: its first paint, or the page settled. */
async function reach(page, url, moment, control) {
  if (moment === 'firstPaint') {
    await page.goto(url, { waitUntil: 'commit' });
    // Not before the page has painted: the boot script blocks rendering until it runs.
    await Promise.all([
      control(page).waitFor({ state: 'visible', timeout: WAIT_MS }),
      waitInPage(page, () => performance.getEntriesByType('paint').length > 0, WAIT_MS),
    ]);
  } else {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 4 * WAIT_MS });
    await waitInPage(page, () => document.documentElement.dataset.hydrated, WAIT_MS);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
  }
}

/** A CSS selector of `element` by its place among its parents' children. */
const cssPathOf = (element) => {
  const steps = [];
  for (let node = element; node.parentElement; node = node.parentElement)
    steps.unshift(
      `${node.localName}:nth-child(${[...node.parentElement.children].indexOf(node) + 1})`,
    );
  return `html > ${steps.join(' > ')}`;
};

/**
 * Where the control is at `moment`, as a CSS path, found by its role and name in a load at full
 * speed. Playwright's role engine computes every element's accessible name and visibility in the
 * page: under 4x CPU that took 100-270 ms of the page's main thread per query, just before the
 * tap it measures, which a visitor's finger does not cost.
 */
async function controlPath(browser, url, spec, moment) {
  const context = await browser.newContext({ ...MOBILE_DEVICE, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await reach(page, url, moment, spec.locate);
    return await spec.locate(page).evaluate(cssPathOf);
  } finally {
    await context.close();
  }
}

async function sample(browser, origin, spec, moment, path) {
  // The bench serves the pages over HTTPS with a certificate made on the spot.
  const context = await browser.newContext({ ...MOBILE_DEVICE, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: recorderScript(spec) });
    const located = (page) => page.locator(path);
    const control = located(page);
    await reach(page, `${origin}${spec.path}`, moment, located);
    await (spec.act ?? tap)(page, control);
    await waitInPage(page, () => window.__bench?.outcomeMs !== undefined, WAIT_MS);
    // Event Timing entries come a little after the paint they end at.
    await waitInPage(page, () => window.__bench?.response() !== null, 2000);
    await page.waitForTimeout(300);
    const result = await page.evaluate(() => {
      const { tapAt, outcomeMs, visibleResponse, response } = window.__bench ?? {};
      return { tapped: tapAt !== undefined, outcomeMs, visibleResponse, response: response?.() };
    });
    return {
      responseMs: result.response ? Math.round(result.response.ms) : null,
      responseSource: result.response?.source ?? null,
      ...(result.response?.event && {
        event: result.response.event,
        inputDelayMs: Math.round(result.response.inputDelay),
        processingMs: Math.round(result.response.processing),
      }),
      outcomeMs: result.outcomeMs === undefined ? null : Math.round(result.outcomeMs),
      visibleResponse: !!result.visibleResponse,
      ...(result.tapped ? {} : { error: 'the tap never reached the page' }),
    };
  } catch (error) {
    return {
      responseMs: null,
      outcomeMs: null,
      visibleResponse: false,
      error: error.message.split('\n')[0],
    };
  } finally {
    await context.close();
  }
}

/** The middle value, a missing one (null) counting as the slowest. */
export function median(values) {
  const sorted = values.map((value) => value ?? Infinity).sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const value =
    sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
  return Number.isFinite(value) ? Math.round(value) : null;
}

/**
 * One row per control and moment: `{ control, moment, responseMs, outcomeMs, visibleResponse,
 * samples }`, medians of `samples` runs, each in a fresh browser context. `responseMs` is from
 * the tap to the next paint after its handlers (Event Timing, as INP); `outcomeMs` to the first
 * frame showing what the tap was for (null: not within 15 s); `visibleResponse`, whether the
 * control looked different at that paint, in most samples.
 */
export async function measureInteractions({
  origin,
  chromePath = '/usr/bin/chromium',
  samples = 5,
  controls = CONTROLS,
}) {
  const browser = await chromium.launch({ executablePath: chromePath, headless: true });
  const rows = [];
  try {
    for (const spec of controls) {
      for (const moment of spec.moments ?? MOMENTS) {
        const path = await controlPath(browser, `${origin}${spec.path}`, spec, moment);
        const runs = [];
        for (let run = 0; run < samples; run += 1)
          runs.push(await sample(browser, origin, spec, moment, path));
        rows.push({
          control: spec.control,
          moment,
          responseMs: median(runs.map((run) => run.responseMs)),
          outcomeMs: median(runs.map((run) => run.outcomeMs)),
          visibleResponse: runs.filter((run) => run.visibleResponse).length > samples / 2,
          samples: runs,
        });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const ms = (value) => (value === null ? 'none' : `${value} ms`);

/** The rows as a console table. */
export function formatInteractions(rows) {
  const lines = rows.map(
    ({ control, moment, responseMs, outcomeMs, visibleResponse, samples }) =>
      `${control.padEnd(26)} ${moment.padEnd(11)} response ${ms(responseMs).padStart(8)}  outcome ${ms(outcomeMs).padStart(8)}  ${visibleResponse ? 'visible' : 'no change'}${samples.some((run) => run.error) ? '  (errors)' : ''}`,
  );
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { samples: { type: 'string', default: '5' } },
  });
  const rows = await measureInteractions({
    origin: positionals[0] ?? 'http://localhost:4173',
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    samples: Number(values.samples),
  });
  console.log(formatInteractions(rows));
  for (const { control, moment, samples } of rows)
    for (const { error } of samples) if (error) console.log(`${control} ${moment}: ${error}`);
}
