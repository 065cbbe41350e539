// What a returning visitor feels, under Lighthouse's mobile conditions, once the service worker
// keeps a copy: the largest paint of a repeat visit (online, and offline: the page needs no
// network to show), and how soon a link between two saved pages answers offline.
import { chromium } from '@playwright/test';
import { CPU_SLOWDOWN, MOBILE_DEVICE, MOBILE_NETWORK } from './mobileConditions.mjs';

export const OFFLINE_ROUTES = ['/', '/my/me', '/zh/me', '/ko/me'];
export const OFFLINE_BUDGETS = { repeatLcpMs: 1000, offlineNextPaintMs: 200 };

const recordLcp = () => {
  window.__lcp = undefined;
  new PerformanceObserver((list) => {
    window.__lcp = list.getEntries().at(-1)?.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/** The page's largest paint once `url` is opened again and has settled. */
async function repeatLcp(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__lcp !== undefined, undefined, { timeout: 15_000 });
  await page.waitForTimeout(1500);
  return Math.round(await page.evaluate(() => window.__lcp));
}

/**
 * A tap on the link to the Spaces page, offline: its response, the next paint after it (Event
 * Timing's duration, as Interaction to Next Paint counts it; under 16 ms it is not reported and
 * counts as 16), and its outcome, the frame that shows the new page's heading.
 */
async function offlineNavigation(page) {
  // On a phone the links are in the menu: opened first, its tap not counted.
  const menu = page.locator('header button[aria-expanded="false"]');
  if (await menu.isVisible()) await menu.click();
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    const before = document.querySelector('h1')?.textContent;
    const tap = (window.__tap = { responseMs: 16 });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'click') tap.responseMs = Math.max(tap.responseMs, entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 });
    document.addEventListener(
      'click',
      (event) => {
        const check = () =>
          document.querySelector('h1')?.textContent !== before
            ? requestAnimationFrame((frame) => (tap.outcomeMs = frame - event.timeStamp))
            : requestAnimationFrame(check);
        check();
      },
      { capture: true, once: true },
    );
  });
  await page.locator('nav a[href$="/spaces"]').first().click();
  await page.waitForFunction(() => window.__tap.outcomeMs !== undefined);
  // Event Timing reports the click once its next paint is known.
  await page.waitForTimeout(500);
  const { responseMs, outcomeMs } = await page.evaluate(() => window.__tap);
  return { responseMs: Math.round(responseMs), outcomeMs: Math.round(outcomeMs) };
}

export async function measureOffline({ origin, chromePath, routes = OFFLINE_ROUTES }) {
  const browser = await chromium.launch({ executablePath: chromePath });
  const rows = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext(MOBILE_DEVICE);
      const page = await context.newPage();
      await page.addInitScript(recordLcp);
      const url = `${origin}${route}`;
      await page.goto(url, { waitUntil: 'load' });
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const repeatOnlineMs = await repeatLcp(page, url);
      await context.setOffline(true);
      const repeatOfflineMs = await repeatLcp(page, url);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated);
      const link = await offlineNavigation(page);
      rows.push({ route, repeatOnlineMs, repeatOfflineMs, link });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export const formatOffline = (rows) =>
  rows
    .map(
      ({ route, repeatOnlineMs, repeatOfflineMs, link }) =>
        `${route.padEnd(10)} repeat LCP ${repeatOnlineMs} ms online, ${repeatOfflineMs} ms offline; link offline: next paint ${link.responseMs} ms, new page ${link.outcomeMs} ms`,
    )
    .join('\n');

export const brokenOfflineBudgets = ({ route, repeatOnlineMs, repeatOfflineMs, link }) => [
  ...(Math.max(repeatOnlineMs, repeatOfflineMs) > OFFLINE_BUDGETS.repeatLcpMs
    ? [
        `${route} repeat visit LCP ${Math.max(repeatOnlineMs, repeatOfflineMs)} ms > ${OFFLINE_BUDGETS.repeatLcpMs}`,
      ]
    : []),
  ...(link.responseMs > OFFLINE_BUDGETS.offlineNextPaintMs
    ? [
        `${route} offline link's next paint ${link.responseMs} ms > ${OFFLINE_BUDGETS.offlineNextPaintMs}`,
      ]
    : []),
];
