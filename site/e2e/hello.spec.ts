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
