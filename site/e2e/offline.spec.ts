import type { Page } from '@playwright/test';
import en from '../src/i18n/strings/en.json' with { type: 'json' };
import my from '../src/i18n/strings/my.json' with { type: 'json' };
import { STATIC_PAGES } from '../src/navigation/pageMeta';
import { localizedPath } from '../src/i18n/languagePaths';
import { systemFaces } from '../../scripts/testing/systemFaces';
import { expect, SUN_SERVICE, test } from './fixtures';

const STRINGS = { en, my };
const OWN_PAGES = STATIC_PAGES.filter((page) => !page.aliasOf).map((page) => page.path);

// Offline, what needs the network fails (another language's strings, fetched ahead), as
// Chromium's console reports it.
test.use({
  serviceWorkers: 'allow',
  allowedProblems: /Failed to load resource: net::(ERR_INTERNET_DISCONNECTED|ERR_FAILED)/,
});
// A first visit's copy takes a while to be kept when the machine is busy.
test.describe.configure({ timeout: 120_000 });

/** Visits `path` online and waits until this device keeps a copy of the site. */
async function visitAndKeepCopy(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

for (const language of ['en', 'my'] as const) {
  const at = (path: string) => localizedPath(language, path);

  test(`offline after a visit in ${language}, every page opens by address and by link; an address without a copy shows the offline page`, async ({
    page,
    context,
  }) => {
    const strings = STRINGS[language];
    await visitAndKeepCopy(page, at('/'));
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const notice = page.getByRole('complementary', { name: strings.offline.notice });
    await expect(notice).toBeVisible();

    // What the copy shows, before any script: a page's prerendered content.
    const open = (path: string) =>
      page.evaluate((address) => window.location.assign(address), at(path));
    for (const path of OWN_PAGES) {
      await open(path);
      await expect(page).toHaveURL(at(path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: strings.offline.title })).toHaveCount(0);
    }

    await open('/app/privacy/99');
    await expect(
      page.getByRole('heading', { level: 1, name: strings.offline.title }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.evaluate(() => document.fonts.ready);
    expect(await systemFaces(page), 'the offline page in the site’s faces').toEqual([]);
    await page.getByRole('link', { name: strings.pages.moon, exact: true }).click();
    await expect(page).toHaveURL(at('/spaces/moon'));
    await expect(page.getByRole('heading', { level: 1, name: strings.pages.moon })).toBeVisible();

    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: strings.nav.spaces }).click();
    await expect(page).toHaveURL(at('/spaces'));
    await expect(page.getByRole('heading', { level: 1, name: strings.pages.spaces })).toBeVisible();
    await context.setOffline(false);
    await expect(notice).toBeHidden();
  });
}

test('a page whose network hangs is shown from the copy within 3 s', async ({ page, context }) => {
  await visitAndKeepCopy(page, '/');
  await context.route('**/spaces/moon', () => {
    // Never answered: the network is there, but too slow to wait for.
  });
  await page.evaluate(() => window.location.assign('/spaces/moon'));
  await expect(page.getByRole('heading', { level: 1, name: en.pages.moon })).toBeVisible({
    timeout: 3000,
  });
});

test('with no room for a copy, the site works online as without one, and keeps it once there is', async ({
  page,
  context,
  baseURL,
}) => {
  const cdp = await context.newCDPSession(page);
  const origin = new URL(baseURL ?? '').origin;
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 100_000 });
  const started = context.waitForEvent('serviceworker');
  await page.goto('/spaces/garden');
  await started;
  // The copy outgrows the room: the worker gives up, and no page is left to it.
  await expect
    .poll(
      () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
      { timeout: 30_000 },
    )
    .toBe(0);
  await page.getByRole('button', { name: 'Rose' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Rose: Love' })).toBeVisible();

  await cdp.send('Storage.overrideQuotaForOrigin', { origin });
  await page.reload();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
});

test('offline, a control that needs the network says why it cannot act, and acts once back', async ({
  page,
  context,
}) => {
  // Korean's strings and faces are not kept for an English visitor, and here the browser's cache
  // holds none either (the page fetches the other languages' strings once idle, and keeps them
  // a year: a choice offline would find them there).
  const koreanStrings = /\/assets\/i18n\/ko-[\w-]{8}\.json$/;
  await context.route(koreanStrings, (route) => route.abort());
  await visitAndKeepCopy(page, '/me');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('complementary', { name: en.offline.notice })).toBeVisible();
  await page.getByRole('combobox', { name: en.language }).selectOption('ko');
  await expect(page.getByRole('alert')).toContainText('Korean could not be loaded');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await context.setOffline(false);
  await context.unroute(koreanStrings);
  await page.getByRole('button', { name: en.error.retry }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
});

test('offline, the sun page shows the service’s answer saved earlier today and says when', async ({
  page,
  context,
}) => {
  await visitAndKeepCopy(page, '/spaces/sun');
  await page.reload();
  await expect(page.getByText(en.sun.source_service)).toBeVisible();
  await context.setOffline(true);
  // The test's stand-in for the service would still answer: it is offline too.
  await context.route(SUN_SERVICE, (route) => route.abort('internetdisconnected'));
  await page.reload();
  const [savedOn = ''] = en.sun.source_saved.split('{{date}}');
  await expect(page.getByText(savedOn)).toHaveText(/ \d\d:\d\d\.$/);
  await expect(page.getByText(en.sun.service_failed)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('offline, a toast stands above the offline notice instead of covering it', async ({
    page,
    context,
  }) => {
    await visitAndKeepCopy(page, '/spaces/garden');
    await context.setOffline(true);
    await page.reload();
    const notice = page.getByRole('complementary', { name: en.offline.notice });
    await expect(notice).toBeVisible();
    await page.getByRole('button', { name: 'Rose' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Rose: Love' });
    await expect(toast).toBeVisible();
    await expect(async () => {
      const [toastBox, noticeBox] = await Promise.all([toast.boundingBox(), notice.boundingBox()]);
      expect((toastBox?.y ?? 0) + (toastBox?.height ?? 0)).toBeLessThanOrEqual(noticeBox?.y ?? 0);
    }).toPass();
  });
});
