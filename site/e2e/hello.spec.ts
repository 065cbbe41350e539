import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ timezoneId: 'Asia/Yangon' });

/** Opens the landing page at a fixed local time in Yangon (UTC+06:30). */
async function openAt(page: Page, localTime: string) {
  await page.clock.setFixedTime(new Date(`${localTime}+06:30`));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Aung Sample' })).toBeVisible();
}

const currentWeek = (page: Page) => page.locator('[aria-current="date"]');
const sky = (page: Page) => page.locator('section[data-time-of-day]');

test('shows the owner, the month, the cards and the way to Spaces', async ({ page }) => {
  await openAt(page, '2026-11-21T10:00:00');
  await expect(page.getByText('Full-stack app developer')).toBeVisible();
  await expect(page.getByText('November 2026')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText([
    'This month, week by week',
    'Hello',
    'Today',
    'Dream',
    'At the present time',
  ]);
  await expect(page.getByRole('link', { name: 'Link hub (opens in a new tab)' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(page.getByRole('link', { name: 'Code profile (opens in a new tab)' })).toBeVisible();
  await page.getByRole('link', { name: 'Visit my Spaces' }).click();
  await expect(page).toHaveURL('/spaces');
});

for (const [day, week] of [
  ['01', 'Start'],
  ['07', 'Start'],
  ['08', 'Plus'],
  ['14', 'Plus'],
  ['15', 'Focus'],
  ['21', 'Focus'],
  ['22', 'Goal'],
  ['30', 'Goal'],
] as const) {
  test(`on the ${day}th the ${week} week is current`, async ({ page }) => {
    await openAt(page, `2026-11-${day}T12:00:00`);
    await expect(currentWeek(page)).toHaveCount(1);
    await expect(currentWeek(page)).toContainText(week);
  });
}

for (const [time, scene] of [
  ['03:59', 'night'],
  ['04:00', 'day'],
  ['19:59', 'day'],
  ['20:00', 'night'],
] as const) {
  test(`at ${time} the sky is ${scene}`, async ({ page }) => {
    await openAt(page, `2026-11-10T${time}:00`);
    await expect(sky(page)).toHaveAttribute('data-time-of-day', scene);
  });
}

test('the month follows the language', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'ko'));
  await openAt(page, '2026-03-05T09:00:00');
  await expect(page.getByText('2026년 3월')).toBeVisible();
});

test.describe('the hero', () => {
  for (const [time, body, width] of [
    ['10:00', 'sun', 1280],
    ['10:00', 'sun', 1920],
    ['22:30', 'moon', 1024],
  ] as const)
    test(`at ${time}, ${width} px wide, the ${body} sits whole in the sky, and nothing shows through the introduction`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.clock.setFixedTime(new Date(`2026-11-21T${time}:00+06:30`));
      await page.goto('/');
      const hero = await page.locator('section:has(h1)').first().boundingBox();
      const shape = await page.locator(`[data-body="${body}"]`).last().boundingBox();
      expect(hero && shape).toBeTruthy();
      if (!hero || !shape) return;
      expect(shape.y).toBeGreaterThanOrEqual(hero.y);
      expect(shape.x).toBeGreaterThanOrEqual(hero.x);
      expect(shape.y + shape.height).toBeLessThanOrEqual(hero.y + hero.height);
      const intro = page.getByRole('heading', { level: 1 }).locator('xpath=..');
      const background = await intro.evaluate((panel) => getComputedStyle(panel).backgroundColor);
      expect(background).toMatch(/^rgb\(/);
    });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the introduction covers the top of the sky: no sun behind it', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2026-11-21T10:00:00+06:30'));
      await page.goto('/');
      await expect(page.locator('[data-body="sun"]')).toBeHidden();
    });
  });
});
