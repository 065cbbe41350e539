import { expect, test } from './fixtures';

test('the profile has four tabs that arrow keys move between', async ({ page }) => {
  await page.goto('/me');
  await expect(page.getByRole('heading', { level: 1, name: 'About me' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Profile' }).getByRole('tab');
  await expect(tabs).toHaveText([
    'Personal',
    'Education and languages',
    'Values',
    'Knowledge and more',
  ]);
  await expect(page.getByRole('tabpanel')).toContainText('Aung Sample');
  await expect(page.getByRole('tabpanel')).toContainText('Birthday');

  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(page.getByRole('tabpanel')).toContainText('Languages');
  await page.keyboard.press('End');
  await expect(page.getByRole('tabpanel')).toContainText('Hobbies');
  await expect(page.getByRole('tabpanel')).toContainText('Quote');
});

test('the timeline and the Contact button', async ({ page }) => {
  await page.goto('/me');
  await expect(page.getByRole('region', { name: 'Timeline' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('2020 – today');
  await page.getByRole('link', { name: 'Contact me' }).click();
  await expect(page).toHaveURL('/contact');
});

test('the period that lasts reads in the page language', async ({ page }) => {
  for (const [path, now] of [
    ['/my/me', '2020 – ယနေ့ထိ'],
    ['/zh/me', '2020 – 至今'],
    ['/ko/me', '2020 – 현재'],
  ] as const) {
    await page.goto(path);
    const timeline = page.getByRole('main').getByRole('listitem').last();
    await expect(timeline).toContainText(now);
    await expect(page.getByRole('main')).not.toContainText('today');
  }
});

test('the language list switches the whole site', async ({ page }) => {
  await page.goto('/me');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(page.getByRole('tab').first()).not.toHaveText('Personal');
});

test('contact: e-mail, two phones and a map in a new tab', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'contact@example.com' })).toHaveAttribute(
    'href',
    'mailto:contact@example.com',
  );
  const phones = page.locator('a[href^="tel:"]');
  await expect(phones).toHaveCount(2);
  const map = page.getByRole('link', { name: /Yangon, Myanmar/ });
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of ['/me', '/my/me'])
    test(`${path}: the tabs stay in one row that scrolls, and the focused tab is in view`, async ({
      page,
    }) => {
      await page.goto(path);
      const list = page.getByRole('tablist');
      const tabs = list.getByRole('tab');
      const tops = await tabs.evaluateAll((all) =>
        all.map((tab) => tab.getBoundingClientRect().top),
      );
      expect(new Set(tops).size).toBe(1);
      expect(await list.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);

      await tabs.first().focus();
      await page.keyboard.press('End');
      await expect(tabs.last()).toBeFocused();
      await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.last()).toBeInViewport({ ratio: 1 });
      // The page itself does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    });
});
