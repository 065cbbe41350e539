import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const offer = (page: Page, message: string) => page.getByRole('complementary', { name: message });

/** The layout shifts of the page so far, as CLS adds them up. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & { value: number })[];
          resolve(shifts.reduce((sum, { value }) => sum + value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all is no shift: the observer is not called then.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );

/**
 * Waits until the page has done what it does on its own after loading (the offer among it), so
 * that an offer missing now will not come.
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

test.describe('a browser that prefers Myanmar', () => {
  test.use({ locale: 'my-MM' });

  test('is offered the English page in Myanmar, in Myanmar, and takes it', async ({ page }) => {
    await page.goto('/me');
    const note = offer(page, 'ဤစာမျက်နှာကို မြန်မာဘာသာဖြင့်လည်း ဖတ်နိုင်ပါသည်။');
    await expect(note).toBeVisible();
    await expect(note).toHaveAttribute('lang', 'my');
    expect(await layoutShift(page)).toBe(0);
    // It takes no focus from the page: the first Tab still reaches the skip link.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

    await note.getByRole('button', { name: 'မြန်မာဘာသာဖြင့် ဖတ်မည်' }).click();
    await expect(page).toHaveURL(/\/my\/me$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(note).toBeHidden();
  });
});

test.describe('a browser that prefers Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('is not offered the page again once it dismissed the offer', async ({ page }) => {
    await page.goto('/spaces/garden');
    const note = offer(page, '本页面也有中文版。');
    await note.getByRole('button', { name: '不用了' }).click();
    await expect(note).toBeHidden();
    await expect(page).toHaveURL(/\/spaces\/garden$/);

    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await settled(page);
    await expect(page.getByRole('complementary')).toHaveCount(0);
  });

  test('is never offered a language once it chose one', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
    await page.goto('/me');
    await settled(page);
    await expect(page.getByRole('complementary')).toHaveCount(0);
  });

  test('reads a plain page without JavaScript, as a crawler does', async ({ newContext }) => {
    const crawler = await (
      await newContext({ javaScriptEnabled: false, locale: 'zh-CN' })
    ).newPage();
    await crawler.goto('/me');
    await expect(crawler.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(crawler.getByRole('complementary')).toHaveCount(0);
  });
});
