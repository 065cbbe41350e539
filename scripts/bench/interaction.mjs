// How long a visitor's tap waits, under Lighthouse's mobile conditions: for each control, at the
// page's first paint (before the app has hydrated; boot.ts holds the tap and replays it) and once
// the page has settled. Run alone against a served build:
//
//   node scripts/bench/interaction.mjs http://localhost:4173 [--samples 3]
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import en from '../../site/public/assets/i18n/en.json' with { type: 'json' };

const DEVICE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const WAIT_MS = 15_000;
const SETTLE_MS = 2000;

export const MOMENTS = ['firstPaint', 'settled'];

/** The tap's in-page predicates. They run in the page: they may use only their arguments. */
const toastShown = ({ data, visible }) =>
  [...document.querySelectorAll('[role="alert"], [role="status"]')].some(
    (toast) => toast.textContent.includes(data.text) && visible(toast),
  );

// The moon's age today, roughly (from a known new moon): the day tapped must not be today's,
// whose toast the page shows by itself once the app has worked the moon out.
const moonAge = ((Date.now() - Date.UTC(2000, 0, 6, 18, 14)) / 86_400_000) % 29.530588853;
const moonDay = Math.abs(moonAge - 4) < 7 ? 18 : 4;
const [garden] = Object.values(en.garden.items);

const tap = async (page, control) => {
  let box = await control.boundingBox();
  if (!box || box.y < 0 || box.y + box.height > DEVICE.viewport.height) {
    await control.scrollIntoViewIfNeeded();
    box = await control.boundingBox();
  }
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
};

/** The controls measured: where, how they are found and used, and what their tap is for. */
export const CONTROLS = [
  {
    control: 'garden tile',
    path: '/spaces/garden',
    locate: (page) =>
      page
        .getByRole('group', { name: en.pages.garden })
        .getByRole('button', { name: garden.label }),
    outcome: toastShown,
    data: { text: garden.title },
  },
  {
    control: 'heart letter',
    path: '/spaces/heart',
    locate: (page) => page.getByRole('button', { name: 'A', exact: true }),
    outcome: toastShown,
    data: { text: en.heart.letters.a.title },
  },
  {
    control: 'moon day',
    path: '/spaces/moon',
    locate: (page) =>
      page
        .getByRole('group', { name: en.moon.days })
        .getByRole('button', { name: new RegExp(`^Day ${moonDay}:`) }),
    // The toast's message comes last: `DAY - 4` must not match `DAY - 14`.
    outcome: ({ data, visible }) =>
      [...document.querySelectorAll('[role="alert"]')].some(
        (toast) => toast.textContent.trim().endsWith(data.text) && visible(toast),
      ),
    data: { text: en.moon.toast_day.replace('{{day}}', moonDay) },
  },
  {
    control: 'theme toggle',
    path: '/me',
    locate: (page) => page.getByRole('button', { name: /Theme/ }),
    before: () => ({
      theme: document.documentElement.dataset.theme,
      background: getComputedStyle(document.body).backgroundColor,
    }),
    outcome: ({ before }) =>
      document.documentElement.dataset.theme !== before.theme &&
      getComputedStyle(document.body).backgroundColor !== before.background,
  },
  {
    control: 'language select',
    path: '/me',
    locate: (page) => page.getByRole('combobox', { name: en.language }),
    // A tap opens the system's list, which no script can drive: the closed select is focused
    // and the key that picks the next language (Myanmar, after English) is pressed instead.
    act: async (page, control) => {
      await control.focus();
      await page.keyboard.press('ArrowDown');
    },
    outcome: () =>
      window.location.pathname === '/my/me' &&
      document.documentElement.lang === 'my' &&
      /[\u1000-\u109f]/.test(document.querySelector('h1')?.textContent ?? ''),
  },
  {
    control: 'readme tab',
    path: '/me',
    locate: (page) =>
      page.getByRole('tablist', { name: en.profile }).getByRole('tab', { name: en.tab_values }),
    outcome: ({ data, visible }) => {
      const tab = [...document.querySelectorAll('[role="tab"]')].find(
        (element) => element.textContent.trim() === data.text,
      );
      const panel = tab && document.getElementById(tab.getAttribute('aria-controls'));
      return tab?.getAttribute('aria-selected') === 'true' && !!panel && visible(panel);
    },
    data: { text: en.tab_values },
  },
];

/**
 * Installed before the page's own scripts: notes the first trusted press (pointer or key) as the
 * tap, the Event Timing entries of its interaction, whether the control looked different at the
 * paint after its last event (click or change), and the first frame in which the outcome holds.
 */
function recorder({ outcome, before, data }) {
  const bench = { entries: [] };
  window.__bench = bench;
  const visible = (element) => {
    const { width, height } = element.getBoundingClientRect();
    return width > 0 && height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  /** Whether `node` is `element` or one of its ancestors, at most `levels` up. */
  const near = (node, element, levels = 3) => {
    for (let at = element, level = 0; at && level <= levels; at = at.parentElement, level += 1)
      if (at === node) return true;
    return false;
  };
  let control;
  let changed = false;
  let frames = 0;
  let looping = false;
  const holds = () => !!outcome({ data, before: bench.before, visible });
  // Checked at the frame after each change to the page, and for a few frames more (a style that
  // follows an attribute, a toast laid out late).
  const loop = () => {
    looping = true;
    requestAnimationFrame(() => {
      if (bench.outcomeMs !== undefined) return;
      if (holds()) {
        bench.outcomeMs = performance.now() - bench.tapAt;
        observer.disconnect();
      } else if (--frames > 0) return loop();
      looping = false;
    });
  };
  const observer = new MutationObserver((records) => {
    changed ||= records.some(({ type, target }) =>
      type === 'attributes'
        ? near(target, control)
        : near(target, control) || control.contains(target),
    );
    frames = 30;
    if (!looping) loop();
  });

  const press = (event) => {
    if (!event.isTrusted || bench.tapAt !== undefined) return;
    bench.tapAt = event.timeStamp;
    control = event.target.closest('button, select, [role="tab"]') ?? event.target;
    bench.value = control.value;
    bench.before = before?.();
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    frames = 30;
    loop();
  };
  const answered = (event) => {
    if (!event.isTrusted || bench.tapAt === undefined) return;
    requestAnimationFrame(() => {
      const select = control instanceof HTMLSelectElement && control.value !== bench.value;
      bench.visibleResponse = changed || select || holds();
      requestAnimationFrame(() => (bench.fallbackMs = performance.now() - bench.tapAt));
    });
  };
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, press, true);
  for (const type of ['click', 'change']) addEventListener(type, answered, true);

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) bench.entries.push(entry.toJSON());
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  /** The tap's interaction as INP counts it: its longest event, to the next paint. */
  bench.response = () => {
    const ours = bench.entries
      .filter(({ startTime }) => startTime >= bench.tapAt - 1)
      .sort((a, b) => a.startTime - b.startTime);
    if (!ours.length)
      return bench.fallbackMs === undefined ? null : { ms: bench.fallbackMs, source: 'rAF' };
    const { interactionId } = ours[0];
    const [longest] = ours
      .filter((entry) => entry.interactionId === interactionId)
      .sort((a, b) => b.duration - a.duration);
    // Where the time went: waiting for the main thread, the handlers, then the paint.
    const parts = {
      inputDelay: longest.processingStart - longest.startTime,
      processing: longest.processingEnd - longest.processingStart,
    };
    return { ms: longest.duration, source: 'event timing', event: longest.name, ...parts };
  };
}

const script = ({ outcome, before, data }) =>
  `(${recorder})({ outcome: ${outcome}, before: ${before ?? 'undefined'}, data: ${JSON.stringify(data ?? {})} })`;

const waitInPage = (page, predicate, timeout) =>
  page.waitForFunction(predicate, undefined, { polling: 50, timeout }).then(
    () => true,
    () => false,
  );

async function sample(browser, origin, spec, moment) {
  const context = await browser.newContext(DEVICE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: script(spec) });
    const url = `${origin}${spec.path}`;
    const control = spec.locate(page);
    if (moment === 'firstPaint') {
      await page.goto(url, { waitUntil: 'commit' });
      // Not before the page has painted: the boot script blocks rendering until it runs.
      await Promise.all([
        control.waitFor({ state: 'visible', timeout: WAIT_MS }),
        waitInPage(page, () => performance.getEntriesByType('paint').length > 0, WAIT_MS),
      ]);
    } else {
      await page.goto(url, { waitUntil: 'networkidle', timeout: 4 * WAIT_MS });
      await waitInPage(page, () => document.documentElement.dataset.hydrated, WAIT_MS);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(SETTLE_MS);
    }
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
function median(values) {
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
      for (const moment of MOMENTS) {
        const runs = [];
        for (let run = 0; run < samples; run += 1)
          runs.push(await sample(browser, origin, spec, moment));
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
      `${control.padEnd(16)} ${moment.padEnd(11)} response ${ms(responseMs).padStart(8)}  outcome ${ms(outcomeMs).padStart(8)}  ${visibleResponse ? 'visible' : 'no change'}${samples.some((run) => run.error) ? '  (errors)' : ''}`,
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
