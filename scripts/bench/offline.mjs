// What a returning visitor feels, under Lighthouse's mobile conditions, once the service worker
// keeps a copy: the largest paint of a repeat visit (online, and offline: the page needs no
// network to show), and how long a link between two saved pages takes to paint offline.
import { chromium } from '@playwright/test';
import { CPU_SLOWDOWN, MOBILE_DEVICE, MOBILE_NETWORK } from './mobileConditions.mjs';

export const OFFLINE_ROUTES = ['/', '/my/me', '/zh/me', '/ko/me'];
export const OFFLINE_BUDGETS = { repeatLcpMs: 1000, offlineNavigationMs: 200 };

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

/** From a tap on the link to the Spaces page to the frame that shows its heading, offline. */
const offlineNavigation = (page) =>
  page.evaluate(async () => {
    const link = document.querySelector('nav a[href$="/spaces"]');
    const before = document.querySelector('h1')?.textContent;
    const tappedAt = performance.now();
    link.click();
    await new Promise((resolve) => {
      const check = () =>
        document.querySelector('h1')?.textContent !== before
          ? requestAnimationFrame(() => resolve())
          : requestAnimationFrame(check);
      check();
    });
    return Math.round(performance.now() - tappedAt);
  });

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
      const navigationMs = await offlineNavigation(page);
      rows.push({ route, repeatOnlineMs, repeatOfflineMs, navigationMs });
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
      ({ route, repeatOnlineMs, repeatOfflineMs, navigationMs }) =>
        `${route.padEnd(10)} repeat LCP ${repeatOnlineMs} ms online, ${repeatOfflineMs} ms offline; link offline ${navigationMs} ms`,
    )
    .join('\n');

export const brokenOfflineBudgets = ({ route, repeatOnlineMs, repeatOfflineMs, navigationMs }) => [
  ...(Math.max(repeatOnlineMs, repeatOfflineMs) > OFFLINE_BUDGETS.repeatLcpMs
    ? [
        `${route} repeat visit LCP ${Math.max(repeatOnlineMs, repeatOfflineMs)} ms > ${OFFLINE_BUDGETS.repeatLcpMs}`,
      ]
    : []),
  ...(navigationMs > OFFLINE_BUDGETS.offlineNavigationMs
    ? [`${route} offline link ${navigationMs} ms > ${OFFLINE_BUDGETS.offlineNavigationMs}`]
    : []),
];
