import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectOnceStarted, failedLoad, holdApp, test } from './fixtures';

/** A fresh page whose app chunk waits until `release` is called, so it stays unhydrated. */
async function unhydratedPage(
  newContext: () => Promise<BrowserContext>,
): Promise<{ page: Page; release: () => void }> {
  const page = await (await newContext()).newPage();
  return { page, release: await holdApp(page) };
}

test('a click on a control before the app responds shows at once and is replayed once it does', async ({
  newContext,
}) => {
  const { page, release } = await unhydratedPage(newContext);
  await page.goto('/');
  const toggle = page.getByRole('button', { name: /Theme/ });
  await toggle.click();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAttribute('data-pending');
  await expect(toggle).toHaveCSS('transform', 'matrix(0.97, 0, 0, 0.97, 0, 0)');

  release();
  await expectOnceStarted(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(toggle).not.toHaveAttribute('data-pending');
});

test('a saved light theme is on the page from its first frame, without the app, and an early click still counts', async ({
  newContext,
}) => {
  const { page, release } = await unhydratedPage(newContext);
  await page.addInitScript(() => {
    window.localStorage.setItem('theme', 'light');
    // The first frame's colours, before anything is painted.
    requestAnimationFrame(() => {
      document.documentElement.dataset.firstFrame = getComputedStyle(document.body).backgroundColor;
    });
  });
  await page.goto('/');
  const html = page.locator('html');
  const theme = page.getByRole('button', { name: 'Theme: light (switch to dark)' });
  await expect(html).toHaveAttribute('data-first-frame', 'rgb(247, 248, 252)');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(theme.locator('svg.lucide-sun')).toBeVisible();
  await expect(theme.locator('svg.lucide-star')).toBeHidden();
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#f7f8fc');
  await theme.click();
  await expect(html).not.toHaveAttribute('data-hydrated');

  release();
  // Light from the saved choice, then dark from the replayed click.
  await expectOnceStarted(html).toHaveAttribute('data-hydrated', 'true');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Theme: dark (switch to light)' })).toBeVisible();
});

test('a language chosen before the app responds is applied as it starts', async ({
  newContext,
}) => {
  const { page, release } = await unhydratedPage(newContext);
  // When the page takes its language and when its app has hydrated it.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const html = document.documentElement;
      if (html.lang === 'my') html.dataset.myAt ??= String(performance.now());
      if (html.dataset.hydrated) html.dataset.hydratedAt ??= String(performance.now());
    }).observe(document, {
      attributes: true,
      subtree: true,
      attributeFilter: ['lang', 'data-hydrated'],
    });
  });
  // The faces' stylesheets held: their files must not wait for them.
  let releaseStylesheets = () => {};
  const stylesheetsHeld = new Promise<void>((resolve) => (releaseStylesheets = resolve));
  await page.route('**/assets/myanmar-*.css', async (route) => {
    await stylesheetsHeld;
    await route.continue();
  });
  await page.goto('/me');
  const languages = page.getByRole('combobox', { name: 'Language' });
  // The language's file and faces start loading at once, without waiting for the app.
  const loading = Promise.all([
    page.waitForRequest(/\/assets\/i18n\/my-[\w-]{8}\.json$/),
    page.waitForRequest(/\/my-page-\d+-\w+\.woff2$/),
  ]);
  await languages.selectOption('my');
  await loading;
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await expect(languages).toHaveAttribute('data-pending');

  releaseStylesheets();
  release();
  await expectOnceStarted(page.locator('html')).toHaveAttribute('data-hydrated-at');
  await expect(page).toHaveURL(/\/my\/me$/);
  await expect(page.getByRole('combobox', { name: /.+/ })).toHaveValue('my');
  // The app started in Myanmar: the English page was never hydrated to be switched after.
  const { myAt, hydratedAt } = await page.evaluate(() => document.documentElement.dataset);
  expect(Number(myAt)).toBeLessThanOrEqual(Number(hydratedAt));
  // One visit more in history (Back returns to the English page), not two.
  await page.goBack();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('a language chosen before the app responds, its file failing', () => {
  test.use({
    allowedProblems: failedLoad(/http:\/\/localhost:\d+\/assets\/i18n\/my-[\w-]{8}\.json/),
  });

  test('is reported once the app responds, and Try again applies it', async ({ newContext }) => {
    const { page, release } = await unhydratedPage(newContext);
    await page.route('**/assets/i18n/my-*.json', (route) => route.abort('internetdisconnected'));
    await page.goto('/me');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('my');

    release();
    await expectOnceStarted(page.getByRole('alert')).toContainText('Myanmar could not be loaded');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.unroute('**/assets/i18n/my-*.json');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  });
});

test.describe('a language chosen before the app responds, its faces failing', () => {
  // The page's cut for the language (my-page-…) and the script's faces (noto-sans-myanmar-…).
  const MYANMAR_FACES = /http:\/\/localhost:\d+\/assets\/(my-page|noto-sans-myanmar)-[^/]+\.woff2/;
  test.use({ allowedProblems: failedLoad(MYANMAR_FACES) });

  test('is applied as the app starts, its text left to the next face', async ({ newContext }) => {
    const { page, release } = await unhydratedPage(newContext);
    await page.route(MYANMAR_FACES, (route) => route.abort('internetdisconnected'));
    await page.goto('/me');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('my');

    release();
    await expectOnceStarted(page).toHaveURL(/\/my\/me$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u1000-\u109f]/);
  });
});

test('links work before the app responds', async ({ newContext }) => {
  const { page } = await unhydratedPage(newContext);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Spaces' })
    .click();
  await expect(page).toHaveURL(/\/spaces$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
