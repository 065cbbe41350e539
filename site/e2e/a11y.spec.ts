import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

for (const theme of ['dark', 'light'] as const) {
  for (const viewport of viewports) {
    test(`the shell has no accessibility violations (${theme}, ${viewport.name})`, async ({
      page,
    }) => {
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
      await page.setViewportSize(viewport);
      await page.goto('/me');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations).toEqual([]);
    });
  }
}

test('the open phone menu has no accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/spaces');
  await page.getByRole('button', { name: 'Menu' }).click();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});
