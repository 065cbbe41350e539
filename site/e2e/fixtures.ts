import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Pages are prerendered, so they show before they respond: `goto` here also waits until the
 * page is hydrated, as a visitor's first click would need.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
});
