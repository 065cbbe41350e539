import type { Page } from '@playwright/test';
import { expect, failedLoad, SUN_SERVICE, sunAnswer, test } from './fixtures';

test.use({ timezoneId: 'Asia/Yangon' });

async function at(page: Page, localTime: string) {
  await page.clock.setFixedTime(new Date(`${localTime}+06:30`));
}

const row = (page: Page, term: string) =>
  page.getByRole('term').filter({ hasText: term }).locator('xpath=..');

test.describe('sun', () => {
  test.use({ allowedProblems: failedLoad(/https:\/\/api\.sunrise-sunset\.org\//) });

  test('with the service blocked, the times are computed locally, labelled so, with a notice', async ({
    page,
  }) => {
    await page.route(SUN_SERVICE, (route) => route.abort());
    await at(page, '2026-11-21T10:00:00');
    await page.goto('/spaces/sun');
    await expect(
      page.getByText('Source: computed on this device with Astronomy Engine.'),
    ).toBeVisible();
    await expect(page.getByRole('status')).toContainText('unavailable');
    await expect(row(page, 'Sunrise')).toContainText('06:12');
    await expect(row(page, 'Sunset')).toContainText('17:29');
    await expect(row(page, 'Solar noon')).toContainText('11:50');
    await expect(row(page, 'Day length')).toContainText('11 h 17 min');
    await expect(row(page, 'Astronomical twilight begins')).toContainText('04:56');
    await expect(page.getByText('Times in Asia/Yangon (UTC+06:30)')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'November 21, 2026' })).toBeVisible();
  });

  test('with the service up, its answer is shown and named', async ({ page }) => {
    await page.route(SUN_SERVICE, (route) =>
      route.fulfill({ contentType: 'application/json', body: sunAnswer }),
    );
    await at(page, '2026-11-21T10:00:00');
    await page.goto('/spaces/sun');
    await expect(page.getByText('Source: sunrise-sunset.org.')).toBeVisible();
    await expect(row(page, 'Sunrise')).toContainText('06:12');
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  test('a service answering garbage ends in local times, never an alert', async ({ page }) => {
    page.on('dialog', () => {
      throw new Error('No dialog may open');
    });
    await page.route(SUN_SERVICE, (route) =>
      route.fulfill({ status: 200, body: '{"status":"OK"}' }),
    );
    await page.goto('/spaces/sun');
    await expect(
      page.getByText('Source: computed on this device with Astronomy Engine.'),
    ).toBeVisible();
  });
});

test.describe('moon', () => {
  // The days since the new moon of 2026-11-09 07:02 UTC (13:32 in Yangon): 11.85 days old on the
  // 21st at 10:00 in Yangon, 14.85 on the 24th (the phase times a mean lunation said 11 and 14).
  for (const [time, day, phase] of [
    ['2026-11-21T10:00:00', 12, 'Waxing Gibbous'],
    ['2026-11-10T10:00:00', 1, 'Waxing Crescent'],
    ['2026-11-24T10:00:00', 15, 'Full Moon'],
  ] as const) {
    test(`on ${time} day ${day} is today, with its toast`, async ({ page }) => {
      await at(page, time);
      await page.goto('/moon');
      const today = page.locator('[aria-current="date"]');
      await expect(today).toHaveCount(1);
      await expect(today).toHaveAccessibleName(`Day ${day}: ${phase}`);
      await expect(page.getByRole('alert')).toContainText(`DAY - ${day}`);
    });
  }

  test('each day tells its phase in its colour', async ({ page }) => {
    await at(page, '2026-11-21T10:00:00');
    await page.goto('/spaces/moon');
    await expect(
      page.getByRole('group', { name: 'Days of the moon' }).getByRole('button'),
    ).toHaveCount(29);
    await page.getByRole('button', { name: 'Day 22: Last Quarter' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'DAY - 22' });
    await expect(toast).toContainText('Last Quarter');
    await expect(toast).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await page.getByRole('button', { name: 'Day 3: Waxing Crescent' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'DAY - 3' })).toHaveCSS(
      'background-color',
      'rgb(245, 197, 66)',
    );
    await expect(
      page.getByText('Source: computed on this device with Astronomy Engine.'),
    ).toBeVisible();
  });
});

test.describe('time', () => {
  for (const [time, range, name] of [
    ['05:59:59', '05 – 06', 'Dawn'],
    ['06:00:00', '06 – 07', 'Wake up'],
    ['09:59:00', '08 – 10', 'Work'],
    ['12:00:00', '12 – 13', 'Lunch'],
    ['12:59:59', '12 – 13', 'Lunch'],
    ['13:00:00', '13 – 15', 'Learn'],
    ['16:30:00', '16 – 17', 'Exercise'],
    ['18:15:00', '18 – 19', 'Dinner'],
    ['00:30:00', '00 – 01', 'Midnight'],
  ] as const) {
    test(`at ${time} the ${range} slot is current, named ${name}`, async ({ page }) => {
      await at(page, `2026-11-21T${time}`);
      await page.goto('/time');
      const current = page.locator('[aria-current="time"]');
      await expect(current).toHaveCount(1);
      await expect(current.locator('strong:visible')).toHaveText(range);
      await expect(current.locator('span:visible')).toHaveText(name);
      await expect(page.getByRole('img', { name: `The time is ${time}` })).toBeVisible();
    });
  }

  test('the slots read in the order of the day, evenly laid out, under a centred clock', async ({
    page,
  }) => {
    await at(page, '2026-11-21T19:30:00');
    await page.goto('/spaces/time');
    const slots = page.getByRole('list', { name: 'Times of day' }).getByRole('listitem');
    await expect(slots.locator('strong:visible')).toHaveText([
      '12 – 13',
      '13 – 15',
      '15 – 16',
      '16 – 17',
      '17 – 18',
      '18 – 19',
      '19 – 20',
      '20 – 22',
      '22 – 24',
    ]);
    const boxes = await slots.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().top),
    );
    // 1280 px wide: the nine in one row.
    expect(new Set(boxes).size).toBe(1);
    // Polled: the drawn clock gives way to the 3D one once hydrated, and a box measured across
    // that swap is null.
    const offCentre = async () => {
      const clock = await page.getByRole('img', { name: 'The time is 19:30:00' }).boundingBox();
      const list = await slots.first().locator('xpath=..').boundingBox();
      return clock && list
        ? Math.abs(clock.x + clock.width / 2 - (list.x + list.width / 2))
        : Infinity;
    };
    await expect.poll(offCentre).toBeLessThan(2);
  });

  test('the clock ticks every second', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-21T10:42:00+06:30') });
    await page.goto('/spaces/time');
    await page.clock.pauseAt(new Date('2026-11-21T10:42:30+06:30'));
    await expect(page.getByRole('img', { name: 'The time is 10:42:30' })).toBeVisible();
    await page.clock.runFor(1000);
    await expect(page.getByRole('img', { name: 'The time is 10:42:31' })).toBeVisible();
  });
});
