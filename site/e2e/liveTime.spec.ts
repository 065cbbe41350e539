import type { Page } from '@playwright/test';
import { expect, expectOnceStarted, holdApp, test } from './fixtures';

// Nothing that follows the time comes from the build: the boot script fills it before the first
// paint, and the app hydrates as of the same instant. Checked with the browser's clock far from
// the build's, before hydration (the app's chunk held back) and after it; the fixture fails a
// test on any page error, a hydration mismatch among them.
test.use({ timezoneId: 'Asia/Yangon' });

interface Moment {
  /** Yangon's wall-clock time (the visitor is there). */
  at: string;
  month: string;
  week: string;
  sky: 'day' | 'night';
  year: string;
  clock: string;
  slot: string;
  slotName: string;
  sunDate: string;
  moonDay: string;
}

const MOMENTS: Moment[] = [
  {
    at: '2026-12-31T23:59:30',
    month: 'December 2026',
    week: '4',
    sky: 'night',
    year: '2026',
    clock: '23:59',
    slot: '22 – 24',
    slotName: 'Sleep',
    sunDate: 'December 31, 2026',
    moonDay: '23',
  },
  {
    at: '2027-01-01T00:00:30',
    month: 'January 2027',
    week: '1',
    sky: 'night',
    year: '2027',
    clock: '00:00',
    slot: '00 – 01',
    slotName: 'Midnight',
    sunDate: 'January 1, 2027',
    moonDay: '23',
  },
  {
    at: '2027-03-05T03:10:00',
    month: 'March 2027',
    week: '1',
    sky: 'night',
    year: '2027',
    clock: '03:10',
    slot: '03 – 04',
    slotName: 'Dreams',
    sunDate: 'March 5, 2027',
    moonDay: '26',
  },
  {
    at: '2026-08-16T20:30:00',
    month: 'August 2026',
    week: '3',
    sky: 'night',
    year: '2026',
    clock: '20:30',
    slot: '20 – 22',
    slotName: 'Reading',
    sunDate: 'August 16, 2026',
    moonDay: '4',
  },
  {
    at: '2026-06-09T14:05:00',
    month: 'June 2026',
    week: '2',
    sky: 'day',
    year: '2026',
    clock: '14:05',
    slot: '13 – 15',
    slotName: 'Learn',
    sunDate: 'June 9, 2026',
    moonDay: '23',
  },
];

/** Whether the boot script filled the page in before the browser first painted it. */
const filledBeforeFirstPaint = (page: Page) =>
  page.evaluate(() => {
    const filled = performance.getEntriesByName('now-filled')[0]?.startTime;
    const painted = performance.getEntriesByName('first-paint')[0]?.startTime;
    return filled !== undefined && painted !== undefined && filled < painted;
  });

/** Every value of `moment` on the four pages that show one, as the visitor sees them. */
async function expectMoment(page: Page, path: string, moment: Moment) {
  await expect(page.getByRole('contentinfo')).toContainText(`© ${moment.year} Aung Sample.`);
  if (path === '/') {
    await expect(page.getByText(moment.month, { exact: true })).toBeVisible();
    await expect(page.locator('[aria-current="date"]')).toHaveAttribute('data-week', moment.week);
    await expect(page.locator('section[data-time-of-day]')).toHaveAttribute(
      'data-time-of-day',
      moment.sky,
    );
    await expect(page.locator(`svg [data-scene="${moment.sky}"]`)).toBeVisible();
  }
  if (path === '/spaces/time') {
    await expect(page.getByRole('img', { name: `The time is ${moment.clock}` })).toBeVisible();
    const slot = page.locator('[aria-current="time"]');
    await expect(slot.locator('strong:visible')).toHaveText(moment.slot);
    await expect(slot.locator('span:visible')).toHaveText(moment.slotName);
  }
  if (path === '/spaces/sun')
    await expect(page.getByRole('heading', { name: moment.sunDate })).toBeVisible();
  if (path === '/spaces/moon')
    await expect(page.locator('[aria-current="date"]')).toHaveAttribute('data-id', moment.moonDay);
}

for (const moment of MOMENTS) {
  for (const path of ['/', '/spaces/time', '/spaces/sun', '/spaces/moon']) {
    test(`at ${moment.at} in Yangon ${path} is right before and after hydration`, async ({
      newContext,
    }) => {
      const page = await (await newContext({ timezoneId: 'Asia/Yangon' })).newPage();
      await page.clock.setFixedTime(new Date(`${moment.at}+06:30`));
      const release = await holdApp(page);
      await page.goto(path);
      await expectMoment(page, path, moment);
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

      release();
      await expectOnceStarted(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expectMoment(page, path, moment);
    });
  }
}

test('the boot script fills the page in before its first paint', async ({ page }) => {
  // The real clock: Playwright's would shift `performance` away from the paint timings.
  for (const path of ['/', '/spaces/time', '/spaces/moon']) {
    await page.goto(path);
    await expect(page.locator('script[blocking="render"]')).toHaveCount(1);
    expect(await filledBeforeFirstPaint(page)).toBe(true);
  }
});

test('a page filled at 23:59:59 on New Year’s Eve and hydrated in the new year', async ({
  newContext,
}) => {
  // The boot script fills the old year's last second (the clock stands there however slow the
  // load), the app is held past midnight, and hydrates as of the instant it was filled (nothing
  // mismatches), then moves on.
  const page = await (await newContext({ timezoneId: 'Asia/Yangon' })).newPage();
  await page.clock.install({ time: new Date('2026-12-31T23:59:58+06:30') });
  await page.clock.pauseAt(new Date('2026-12-31T23:59:59+06:30'));
  const release = await holdApp(page);
  await page.goto('/spaces/time');
  await expect(page.getByRole('img', { name: 'The time is 23:59:59' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2026 Aung Sample.');
  await page.clock.runFor(2000);

  release();
  await page.clock.resume();
  await expectOnceStarted(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('img', { name: /The time is 00:00:\d\d/ })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2027 Aung Sample.');
  await expect(page.locator('[aria-current="time"] span:visible')).toHaveText('Midnight');
});

test('with a saved language and theme, the time is right and nothing mismatches', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('lang', 'ko');
    window.localStorage.setItem('theme', 'light');
  });
  await page.clock.setFixedTime(new Date('2027-01-01T00:00:30+06:30'));
  for (const path of ['/', '/spaces/time', '/spaces/moon']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('contentinfo')).toContainText('2027');
  }
  await page.goto('/');
  await expect(page.getByText('2027년 1월')).toBeVisible();
});
