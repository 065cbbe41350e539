import { expect, test } from './fixtures';

test('the privacy policy applies from 1 January 2021', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.locator('time[datetime="2021-01-01"]')).toHaveText(
    'Effective date: January 1, 2021',
  );
});

test('the terms have their eight sections, reachable from the contents list', async ({ page }) => {
  await page.goto('/terms');
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText([
    'Contents',
    '1. Terms',
    '2. Use License',
    '3. Disclaimer',
    '4. Limitations',
    '5. Accuracy of materials',
    '6. Links',
    '7. Modifications',
    '8. Governing Law',
  ]);
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: 'Governing Law' })
    .click();
  await expect(page.getByRole('heading', { name: '8. Governing Law' })).toBeInViewport();
  await expect(page.getByRole('main')).toContainText('Yangon');
});

test('an app privacy policy names the app and applies from 19 November 2020', async ({ page }) => {
  await page.goto('/app/privacy/1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Scripture Reader');
  await expect(page.locator('time[datetime="2020-11-19"]')).toHaveText(
    'Effective date: November 19, 2020',
  );
});

test('app terms name the app and the governing law of Yangon', async ({ page }) => {
  await page.goto('/app/terms/1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Scripture Reader');
  await expect(page.getByRole('main')).toContainText('Yangon');
});

// 2 was the code profile's number: it is a link, not an app, and has no policies.
for (const id of ['99', '2', '0', 'abc', '1.5']) {
  test(`/app/privacy/${id} says there is no such app`, async ({ page }) => {
    await page.goto(`/app/privacy/${id}`);
    await expect(page.getByRole('heading', { name: 'No such app' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.getByRole('link', { name: 'See all apps in the App Gallery' }).click();
    await expect(page).toHaveURL('/spaces/appgallery');
  });
}

test('legal texts follow the language', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'ko'));
  await page.goto('/app/terms/1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Scripture Reader');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('main')).toContainText('양곤');
});
