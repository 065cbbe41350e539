import { expect, test } from './fixtures';

/** The pages of a PDF, counted from its page objects. */
const pageCount = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

for (const [path, tabs] of [
  ['/me', ['Personal', 'Education and languages', 'Values', 'Knowledge and more']],
  ['/my/me', 4],
] as const)
  test(`${path} prints as a CV of at most two pages: every tab's content, no navbar, footer or controls`, async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    expect(pageCount(await page.pdf({ format: 'A4', printBackground: true }))).toBeLessThanOrEqual(
      2,
    );

    await page.emulateMedia({ media: 'print' });
    for (const hidden of [
      page.getByRole('banner'),
      page.getByRole('contentinfo'),
      page.getByRole('tablist'),
      page.getByRole('combobox'),
      page.getByRole('main').getByRole('link'),
    ])
      await expect(hidden).toBeHidden();
    const panels = page.locator('[role="tabpanel"]');
    await expect(panels).toHaveCount(4);
    for (const panel of await panels.all()) await expect(panel).toBeVisible();
    if (Array.isArray(tabs))
      await expect(panels.locator('h2')).toHaveText(tabs as readonly string[] as string[]);
    // On paper, in the light colours whatever the screen's.
    await expect(page.locator('body')).toHaveCSS('color', 'rgb(20, 27, 47)');
  });

test('a printed link carries its address', async ({ page }) => {
  await page.goto('/contact');
  await page.emulateMedia({ media: 'print' });
  const map = page.getByRole('link', { name: /Yangon, Myanmar/ });
  const href = await map.getAttribute('href');
  expect(await map.evaluate((link) => getComputedStyle(link, '::after').content)).toBe(
    `" (${href})"`,
  );
});
