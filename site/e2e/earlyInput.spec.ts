import { expect, expectOnceStarted, test, unhydratedPage } from './fixtures';

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
