import en from '../src/i18n/strings/en.json' with { type: 'json' };
import { deployedCopy } from './deployedCopy';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

const BEFORE = en.spaces_hub.intro;
const AFTER = BEFORE.replace('Small corners', 'Quiet corners');

/** Opens `url` once the site's worker is installed, so that the worker answers for the page. */
async function openUnderWorker(page: Page, url: string) {
  await page.goto(url);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
}

test('a new deploy is offered to an open page, which keeps working until Reload shows it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const site = await deployedCopy(4350 + testInfo.workerIndex);
  try {
    await openUnderWorker(page, `${site.url}/spaces`);
    await expect(page.getByText(BEFORE)).toBeVisible();

    await site.redeploy(BEFORE, AFTER);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const notice = page.getByRole('complementary', { name: en.update.message });
    await expect(notice).toBeVisible({ timeout: 30_000 });

    // Until the visitor reloads, the page is the version it was.
    await page.getByRole('link', { name: en.pages.moon, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: en.pages.moon })).toBeVisible();
    await page.goBack();
    await expect(page.getByText(BEFORE)).toBeVisible();

    await notice.getByRole('button', { name: en.update.reload }).click();
    await expect(page.getByText(AFTER)).toBeVisible();
    await expect(notice).toBeHidden();
  } finally {
    await site.close();
  }
});

test('a page opened before a deploy still opens a screen whose code the deploy replaced, after another tab reloaded into it', async ({
  context,
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const site = await deployedCopy(4360 + testInfo.workerIndex);
  try {
    await openUnderWorker(page, `${site.url}/spaces`);
    const other = await context.newPage();
    await other.goto(`${site.url}/spaces`);

    await site.redeploy(BEFORE, AFTER, 'MoonPage');
    await other.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const notice = (tab: typeof page) =>
      tab.getByRole('complementary', { name: en.update.message });
    const otherReloaded = other.waitForEvent('load');
    await notice(other).getByRole('button', { name: en.update.reload }).click({ timeout: 30_000 });
    await otherReloaded;
    await expect(other.getByText(AFTER)).toBeVisible();

    // The first page never asked for the Moon's code; the host now only has the new chunk.
    const askedForMoon = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some(({ name }) => name.includes('/MoonPage-')),
      );
    expect(await askedForMoon()).toBe(false);
    await page.getByRole('link', { name: en.pages.moon, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: en.pages.moon })).toBeVisible();
    expect(await askedForMoon()).toBe(true);

    const reloaded = page.waitForEvent('load');
    await notice(page).getByRole('button', { name: en.update.reload }).click();
    await reloaded;
    await page.goto(`${site.url}/spaces`);
    await expect(page.getByText(AFTER)).toBeVisible();
  } finally {
    await site.close();
  }
});

test('a page the worker answers with its saved copy of the release before hydrates in that release’s text', async ({
  context,
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const site = await deployedCopy(4370 + testInfo.workerIndex);
  try {
    // The worker saves the page as it answers it.
    await openUnderWorker(page, `${site.url}/spaces`);
    await expect(page.getByText(BEFORE)).toBeVisible();

    await site.redeploy(BEFORE, AFTER);
    // The network fails the page (a tunnel, a captive portal): the worker gives its saved copy.
    await context.route(`${site.url}/spaces`, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.getByText(BEFORE)).toBeVisible();
  } finally {
    await site.close();
  }
});
