import my from '../src/i18n/strings/my.json' with { type: 'json' };
import { expect, expectOnceStarted, failedLoad, test, unhydratedPage } from './fixtures';

// A language chosen in the Readme's list before the app responds (site/src/boot/earlyLanguage.ts).

test('a language chosen before the app responds shows the page in it at once, which the app then hydrates', async ({
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
  // Years after the build: the page shown is filled in as of now, as the first one was.
  await page.clock.setFixedTime(new Date('2031-06-15T12:00:00Z'));
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/me');
  // Scrolled a little, the list still in view.
  await page.evaluate(() => window.scrollTo(0, 100));
  const english = page.getByRole('combobox', { name: 'Language' });
  // The language's file, its faces and its page start loading at once, without waiting for the app.
  const loading = Promise.all([
    page.waitForRequest(/\/assets\/i18n\/my-[\w-]{8}\.json$/),
    page.waitForRequest(/\/my-page-\d+-\w+\.woff2$/),
    page.waitForRequest(/\/my\/me$/),
  ]);
  await english.focus();
  await page.keyboard.press('ArrowDown');
  await loading;

  // The page in Myanmar, before the app: its address, language, title and text, the list still
  // where the visitor's focus was.
  const myanmar = page.getByRole('combobox', { name: /.+/ });
  await expect(page).toHaveURL(/\/my\/me$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  await expect(page).toHaveTitle(/^ကိုယ်ရေးအကျဉ်း/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u1000-\u109f]/);
  await expect(myanmar).toHaveValue('my');
  await expect(myanmar).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(100);
  const year = page.getByRole('contentinfo').getByText('2031');
  await expect(year).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

  releaseStylesheets();
  release();
  await expectOnceStarted(page.locator('html')).toHaveAttribute('data-hydrated-at');
  await expect(page).toHaveURL(/\/my\/me$/);
  await expect(myanmar).toHaveValue('my');
  await expect(year).toBeVisible();
  // The app started in Myanmar: the English page was never hydrated to be switched after.
  const { myAt, hydratedAt } = await page.evaluate(() => document.documentElement.dataset);
  expect(Number(myAt)).toBeLessThanOrEqual(Number(hydratedAt));
  expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBe('my');
  // One visit more in history (Back returns to the English page), not two.
  await page.goBack();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a tab pressed before a language is chosen early is answered in the page in that language', async ({
  newContext,
}) => {
  const { page, release } = await unhydratedPage(newContext);
  await page.goto('/me');
  await page.getByRole('tab', { name: 'Values' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('my');
  const values = page.getByRole('tab', { name: my.tab_values });
  await expect(page).toHaveURL(/\/my\/me$/);
  await expect(values).toHaveAttribute('data-pending');

  release();
  await expectOnceStarted(values).toHaveAttribute('aria-selected', 'true');
  await expect(values).not.toHaveAttribute('data-pending');
});

// The page in the language, and the code that would show it (fetched only then).
for (const [what, source] of [
  ['its page', /http:\/\/localhost:\d+\/my\/me(?=\]|$)/],
  ['the code that shows its page', /http:\/\/localhost:\d+\/assets\/pageInLanguage-[\w-]+\.js/],
] as const) {
  test.describe(`a language chosen before the app responds, ${what} failing`, () => {
    test.use({ allowedProblems: failedLoad(source) });

    test('is applied as the app starts', async ({ newContext }) => {
      const { page, release } = await unhydratedPage(newContext);
      await page.route(source, (route) => route.abort('internetdisconnected'));
      await page.goto('/me');
      const languages = page.getByRole('combobox', { name: 'Language' });
      const asked = page.waitForRequest(source);
      await languages.selectOption('my');
      await asked;
      await expect(languages).toHaveAttribute('data-pending');
      await expect(page).toHaveURL(/\/me$/);

      release();
      await expectOnceStarted(page).toHaveURL(/\/my\/me$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'my');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u1000-\u109f]/);
    });
  });
}

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
