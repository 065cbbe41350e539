// What several fault sources share: how a page is opened, the boot's notice, the globe's stand-in.
import type { Page } from '@playwright/test';
import type { Scenario } from './scenario';
import { CLEAR_WITHIN_MS, expect, hydrated } from './fixtures';

export const within = { timeout: CLEAR_WITHIN_MS };

/** Firestore's requests; its SDK also probes the network with an image when a channel fails. */
export const FIRESTORE_NETWORK =
  /^https:\/\/(firestore\.googleapis\.com\/|www\.google\.com\/images\/cleardot\.gif)/;

/** What the site and Firestore's SDK log when the store cannot be had. */
export const FIRESTORE_LOGS = [
  'Content [^ ]+ failed',
  '\\[[^\\]]+\\]  @firebase/firestore: .*Could not reach Cloud Firestore backend',
];

/** Opens a page as a visitor sees it: shown once parsed, without waiting for every font. */
export const visit = (page: Page, url: string) => page.goto(url, { waitUntil: 'domcontentloaded' });

/** Opens the page at `path`, hydrated: for a source the visitor needs only at a later tap. */
export const openHydrated = (path: string) => async (page: Page, site: string) => {
  await visit(page, `${site}${path}`);
  await hydrated(page);
};

/** The Readme page, hydrated: where the language is chosen and the footer's links are followed. */
export const openReadme = openHydrated('/me');

export const bootNotice: Pick<Scenario, 'seen' | 'outcome' | 'recover'> = {
  seen: 'the page, readable, its links working; a notice that its buttons will not respond, with Reload',
  outcome: (page) =>
    expect(page.getByRole('alert')).toContainText('could not finish loading', within),
  recover: async (page) => {
    await page.getByRole('button', { name: 'Reload' }).click();
    await hydrated(page);
    await page.getByRole('button', { name: 'Rose' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Rose: Love' })).toBeVisible();
  },
};

/** The Hello page keeps its globe (the drawing, or its frame) and its theme button works. */
export const globeStillShows: Pick<Scenario, 'act' | 'outcome' | 'stillWorks'> = {
  act: (page, site) => visit(page, `${site}/`),
  outcome: (page) =>
    expect(page.getByRole('img', { name: 'A globe of dots, slowly turning' })).toBeVisible(within),
  stillWorks: async (page) => {
    await hydrated(page);
    await page.getByRole('button', { name: /Theme/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  },
};
