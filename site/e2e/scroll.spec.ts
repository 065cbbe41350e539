import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Records every scroll position the window passes through. */
async function recordScroll(page: Page) {
  await page.evaluate(() => {
    const positions: number[] = [];
    (window as unknown as { positions: number[] }).positions = positions;
    window.addEventListener('scroll', () => positions.push(window.scrollY));
  });
  return () => page.evaluate(() => (window as unknown as { positions: number[] }).positions);
}

async function scrollToFooterAndFollowLink(page: Page) {
  await page.goto('/spaces');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const start = await page.evaluate(() => window.scrollY);
  expect(start).toBeGreaterThan(100);
  const positions = await recordScroll(page);
  await page
    .getByRole('navigation', { name: 'Legal' })
    .getByRole('link', { name: 'Privacy' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  return { start, positions: await positions() };
}

test.use({ viewport: { width: 390, height: 400 } });

test('a route change glides to the top, 20 px at a time', async ({ page }) => {
  const { start, positions } = await scrollToFooterAndFollowLink(page);
  const stops = positions.filter((position) => position !== start);
  // Many small stops, not one jump; a frame may report two ticks at once (40 px).
  expect(stops.length).toBeGreaterThan(start / 60);
  const steps = stops.slice(1).map((position, index) => (stops[index] ?? 0) - position);
  const whole = steps.slice(0, -1); // the last step only reaches the top
  expect(whole.every((step) => step > 0 && step % 20 === 0)).toBe(true);
});

test('with reduced motion it jumps to the top at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { start, positions } = await scrollToFooterAndFollowLink(page);
  // The scroll to the footer may still be reported once; after it, the only stop is the top.
  expect(positions.filter((position) => position !== start)).toEqual([0]);
});

test('a reload keeps the place the visitor had scrolled to', async ({ page }) => {
  await page.goto('/spaces');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const place = await page.evaluate(() => window.scrollY);
  expect(place).toBeGreaterThan(100);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Two frames after hydration: a glide to the top (20 px every 16 ms) would have begun.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  // Within a pixel: when Inter arrives after the restore, the browser's scroll anchoring follows
  // an inline box that is a pixel taller in Inter than in the system face.
  const kept = await page.evaluate(() => window.scrollY);
  expect(Math.abs(kept - place)).toBeLessThanOrEqual(1);
});

test('Back and Forward return to where the visitor left each page; a link still goes to the top', async ({
  page,
}) => {
  const scrollY = () => page.evaluate(() => window.scrollY);
  await page.goto('/spaces');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const onSpaces = await scrollY();
  expect(onSpaces).toBeGreaterThan(100);
  await page
    .getByRole('navigation', { name: 'Legal' })
    .getByRole('link', { name: 'Privacy' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect.poll(scrollY).toBe(0);
  await page.mouse.wheel(0, 600);
  await expect.poll(scrollY).toBeGreaterThan(300);
  const onPrivacy = await scrollY();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Spaces' })).toBeVisible();
  await expect.poll(scrollY).toBe(onSpaces);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect.poll(scrollY).toBe(onPrivacy);

  await page
    .getByRole('navigation', { name: 'Legal' })
    .getByRole('link', { name: 'Terms' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect.poll(scrollY).toBe(0);
});
