import en from '../src/i18n/strings/en.json' with { type: 'json' };
import { HUB_SPACES } from '../src/navigation/spaces';
import { expect, test } from './fixtures';

test('the hub links to every space with a hub icon, bookmark not among them', async ({ page }) => {
  await page.goto('/spaces');
  const hub = page.getByRole('main').getByRole('navigation', { name: 'Spaces' });
  await expect(hub.getByRole('link')).toHaveText(
    HUB_SPACES.map(({ name }) => en.spaces_hub.links[name]),
  );
  await expect(hub.getByRole('link', { name: 'Bookmark' })).toHaveCount(0);
  await hub.getByRole('link', { name: 'Garden' }).click();
  await expect(page).toHaveURL('/spaces/garden');
});

test('a garden item shows a gold toast at the bottom centre', async ({ page }) => {
  await page.goto('/spaces/garden');
  const garden = page.getByRole('group', { name: 'Garden' });
  await expect(garden.getByRole('button')).toHaveCount(13);
  await garden.getByRole('button', { name: 'Rose' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Rose: Love' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCSS('background-color', 'rgb(245, 197, 66)');
  await expect(page.locator('.Toastify__toast-container--bottom-center')).toBeVisible();
  await expect(page.locator('.Toastify__progress-bar')).toHaveCount(1);
});

test('a tapped tile does not stay lifted on a touch screen, where nothing hovers', async ({
  newContext,
}) => {
  const page = await (await newContext({ hasTouch: true })).newPage();
  await page.goto('/spaces/garden');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const rose = page.getByRole('button', { name: 'Rose' });
  await rose.tap();
  // A phone leaves what was tapped in :hover until the next tap; a headless tap does not, so the
  // pointer is put there, on a device that does not hover (hasTouch: `(hover: none)`).
  await rose.hover();
  await expect(page.getByRole('alert').filter({ hasText: 'Rose: Love' })).toBeVisible();
  expect(await rose.evaluate((tile) => tile.matches(':hover'))).toBe(true);
  await expect(rose).toHaveCSS('transform', 'none');
});

test("heart letters and star buttons show their messages, in the site's design in both themes", async ({
  page,
}) => {
  await page.goto('/spaces/heart');
  await expect(page.getByRole('group', { name: 'Heart' }).getByRole('button')).toHaveCount(26);
  await page.getByRole('button', { name: 'A', exact: true }).click();
  const awesome = page.getByRole('alert').filter({ hasText: 'Awesome' });
  await expect(awesome).toBeVisible();
  // The dark theme's raised surface, text and gold, not react-toastify's #121212 and purple.
  await expect(awesome).toHaveCSS('background-color', 'rgb(29, 38, 64)');
  await expect(awesome).toHaveCSS('color', 'rgb(238, 241, 248)');
  await expect(awesome.locator('.Toastify__progress-bar')).toHaveCSS(
    'background-color',
    'rgb(245, 197, 66)',
  );

  await page.goto('/spaces/star');
  await page.getByRole('button', { name: /Theme/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Dream' }).click();
  const dream = page.getByRole('alert').filter({ hasText: 'Dream Big' });
  await expect(dream).toBeVisible();
  // The light theme's, not white with grey text and a rainbow bar.
  await expect(dream).toHaveCSS('background-color', 'rgb(238, 241, 248)');
  await expect(dream).toHaveCSS('color', 'rgb(20, 27, 47)');
  await expect(dream.locator('.Toastify__progress-bar')).toHaveCSS(
    'background-color',
    'rgb(154, 111, 12)',
  );
});

test('toasts speak the page language', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'zh'));
  await page.goto('/spaces/star');
  await page.getByRole('group').getByRole('button').first().click();
  await expect(page.getByRole('alert')).toContainText(/[\u4e00-\u9fff]/);
});

test('the app gallery opens apps in a new tab', async ({ page }) => {
  await page.goto('/appgallery');
  const view = page.getByRole('link', { name: /View Scripture Reader/ });
  await expect(view).toHaveAttribute('href', 'https://example.com/apps/scripture-reader');
  await expect(view).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Scripture Reader',
    'Code profile',
  ]);
});

test('bookmarks follow the chosen language, first the page language, its buttons in the page language', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'ko'));
  await page.goto('/spaces/bookmark');
  await expect(page.getByRole('button', { name: '한국어' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('figure')).toHaveCount(1);
  await expect(page.getByRole('figure').first()).toHaveAttribute('lang', 'ko');

  await page.getByRole('button', { name: '미얀마어' }).click();
  await expect(page.getByRole('button', { name: '미얀마어' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: '한국어' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByRole('figure')).toHaveCount(2);
  await expect(page.getByRole('figure').first()).toHaveAttribute('lang', 'my');
});

test('quotes of the prerendered bookmark page appear once it runs', async ({ page }) => {
  await page.goto('/spaces/bookmark');
  await expect(page.getByRole('figure').first()).toContainText(
    'Courage is not the absence of fear',
  );
});
