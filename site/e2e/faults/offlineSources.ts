// The service worker's own sources: each failing, the site works online as without it.
import type { Page } from '@playwright/test';
import type { Source } from './scenario';
import { expect, hydrated } from './fixtures';
import { visit, within } from './scenarioParts';

/** The page works: its heading, and a tap that answers with a toast. */
const gardenWorks = {
  outcome: (page: Page) =>
    expect(page.getByRole('heading', { level: 1, name: 'Garden' })).toBeVisible(within),
  stillWorks: async (page: Page) => {
    await hydrated(page);
    await page.getByRole('button', { name: 'Rose' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Rose: Love' })).toBeVisible(within);
  },
  /** With the source back, the next visit keeps its copy. */
  recover: async (page: Page) => {
    await page.reload();
    await hydrated(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  },
};

export const OFFLINE_SOURCES: Source[] = [
  {
    name: 'service worker',
    serviceWorker: true,
    // Chromium's words for a worker script it could not fetch, then the site's.
    logs: [
      'An unknown error occurred when fetching the script',
      'A bad HTTP response code \\(503\\) was received when fetching the script',
      'No offline copy of the site is kept',
    ],
    url: '**/sw.js?lang=en',
    type: 'text/javascript',
    seen: 'the page as without it, online; no offline copy until it is back',
    act: (page, site) => visit(page, `${site}/spaces/garden`),
    ...gardenWorks,
  },
  {
    name: 'a precached page, while the copy is kept',
    serviceWorker: true,
    url: /\/spaces\/moon$/,
    type: 'text/html',
    seen: 'the page as without a copy, online; the copy is kept on a later visit',
    act: (page, site) => visit(page, `${site}/spaces/garden`),
    ...gardenWorks,
  },
];
