import en from '../src/i18n/strings/en.json' with { type: 'json' };
import my from '../src/i18n/strings/my.json' with { type: 'json' };
import { paths } from '../src/navigation/paths';
import { ROOT_SPACES, SPACES } from '../src/navigation/spaces';
import { expect, test } from './fixtures';

const screens: [path: string, heading: string][] = [
  ['/', 'Aung Sample'],
  ['/hello', 'Aung Sample'],
  ['/me', 'About me'],
  ['/contact', 'Contact'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ...ROOT_SPACES.map(({ name }): [string, string] => [paths.rootSpace(name), en.pages[name]]),
  ['/app/privacy/1', 'Scripture Reader Privacy Policy'],
  ['/app/terms/1', 'Scripture Reader Terms of Service'],
  ['/spaces', 'Spaces'],
  ...SPACES.map(({ name }): [string, string] => [paths.space(name), en.pages[name]]),
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
  // A language the site does not have: the rest of the address is kept.
  ['/fr/me', '/me', 'About me'],
  ['/pt-BR/spaces/sun?x=1', '/spaces/sun?x=1', 'Sun'],
  ['/my/de/contact', '/my/contact', my.pages.contact],
];

for (const [from, to, heading] of redirects) {
  test(`${from} redirects to ${to}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

test('an address with a segment longer than a file name is not found, not a server error', async ({
  request,
}) => {
  expect((await request.get(`/${'a'.repeat(251)}`)).status()).toBe(404);
  expect((await request.get(`/spaces/${'é'.repeat(130)}`)).status()).toBe(404);
  // Just short enough (é is two bytes): the app's page, as for any unknown address.
  expect((await request.get(`/${'a'.repeat(250)}`)).status()).toBe(200);
  expect((await request.get(`/${'é'.repeat(125)}`)).status()).toBe(200);
});
