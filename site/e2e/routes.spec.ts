import { expect, test } from './fixtures';

const screens: [path: string, heading: string][] = [
  ['/', 'Aung Sample'],
  ['/hello', 'Aung Sample'],
  ['/me', 'About me'],
  ['/contact', 'Contact'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/appgallery', 'App Gallery'],
  ['/time', 'Time'],
  ['/moon', 'Moon'],
  ['/app/privacy/1', 'Scripture Reader Privacy Policy'],
  ['/app/terms/1', 'Scripture Reader Terms of Service'],
  ['/spaces', 'Spaces'],
  ['/spaces/garden', 'Garden'],
  ['/spaces/bookmark', 'Bookmark'],
  ['/spaces/time', 'Time'],
  ['/spaces/appgallery', 'App Gallery'],
  ['/spaces/star', 'Star'],
  ['/spaces/moon', 'Moon'],
  ['/spaces/sun', 'Sun'],
  ['/spaces/heart', 'Heart'],
];

for (const [path, heading] of screens) {
  test(`${path} shows the ${heading} screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL(path);
  });
}

const redirects: [from: string, to: string, heading: string][] = [
  ['/nowhere', '/', 'Aung Sample'],
  ['/deeply/nested/unknown', '/', 'Aung Sample'],
  ['/app', '/', 'Aung Sample'],
  ['/spaces/unknown', '/spaces', 'Spaces'],
  ['/spaces/garden/extra', '/spaces', 'Spaces'],
];

for (const [from, to, heading] of redirects) {
  test(`${from} redirects to ${to}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}
