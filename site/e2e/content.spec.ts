import { expect, test } from './fixtures';

test('without a Firebase project the site shows embedded content and loads no Firestore code', async ({
  page,
}) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  for (const path of ['/', '/spaces/appgallery', '/spaces/bookmark', '/app/privacy/1']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Scripture Reader');
  const bodies = await Promise.all(
    [...scripts].map(async (url) => (await page.request.get(url)).text()),
  );
  expect(bodies.length).toBeGreaterThan(3);
  expect(bodies.filter((body) => body.includes('firestore.googleapis.com'))).toEqual([]);
});
