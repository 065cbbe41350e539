import { ROUTES } from '../../scripts/bench/budgets.mjs';
import { paths } from '../src/navigation/paths';
import { ROOT_SPACES, SPACES } from '../src/navigation/spaces';
import { expect, test } from './fixtures';

const PAGES = [...ROUTES, paths.appTerms(1)];

for (const path of PAGES) {
  test(`${path} is readable without JavaScript and hydrates without a mismatch`, async ({
    newContext,
    page,
  }) => {
    const staticPage = await (await newContext({ javaScriptEnabled: false })).newPage();
    await staticPage.goto(path);
    await expect(staticPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(staticPage.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(staticPage).toHaveTitle(/· Aung Sample$/);
    await expect(staticPage.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^https?:\/\//,
    );

    // The fixture fails the test on any console error, a hydration mismatch among them.
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /Theme/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
}

test('per-app pages of apps unknown at build time are served as a shell and rendered in the browser', async ({
  page,
}) => {
  const response = await page.goto('/app/terms/3');
  const shell = await response?.text();
  expect(shell).not.toContain('data-prerendered');
  // Those pages are legal pages: the shell preloads their texts with the pages' strings.
  expect(shell).toMatch(/<link rel="preload"[^>]*\/assets\/i18n\/legal\/en-[\w-]{8}\.json"/);
  await expect(page.getByRole('heading', { name: 'No such app' })).toBeVisible();
});

for (const path of ['/spaces/moon', '/spaces/time', '/app/privacy/1']) {
  test(`${path} with a saved language is rendered in it without an error`, async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('lang', 'ko'));
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('navigation', { name: /.+/ }).first()).toContainText('소개');
  });
}

test("with a saved language, the moon's toast on load speaks it", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'ko'));
  await page.goto('/spaces/moon');
  await expect(page.getByRole('alert')).toContainText('일째');
});

test('robots.txt and sitemap.xml are served, with every space, no alias and the policies of apps only', async ({
  request,
}) => {
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { name } of SPACES) expect(sitemap).toContain(`${paths.space(name)}</loc>`);
  // An alias is not listed: its page names the main one as canonical.
  for (const { name } of ROOT_SPACES)
    expect(sitemap).not.toMatch(new RegExp(`//[^/<]+${paths.rootSpace(name)}</loc>`));
  expect(sitemap).toContain('/app/privacy/1</loc>');
  expect(sitemap).not.toContain('/app/privacy/2</loc>');
});

const ALIASES: [alias: string, canonical: string][] = [
  [paths.hello, paths.home],
  ...ROOT_SPACES.map(({ name }): [string, string] => [paths.rootSpace(name), paths.space(name)]),
];

test('an alias names the page it repeats as canonical', async ({ request }) => {
  for (const [alias, canonical] of ALIASES) {
    const html = await (await request.get(alias)).text();
    expect(html, alias).toMatch(
      new RegExp(`<link rel="canonical" href="https?://[^/"]+${canonical}"`),
    );
  }
});
