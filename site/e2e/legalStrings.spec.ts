import myLegal from '../src/i18n/strings/legal/my.json' with { type: 'json' };
import { expect, failedLoad, test } from './fixtures';

const LEGAL_STRINGS = /\/assets\/i18n\/legal\/(en|my|zh|ko)-[\w-]{8}\.json$/;

test('only the legal pages fetch the legal texts, a page navigated to once it is asked for', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (LEGAL_STRINGS.test(request.url())) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/me');
  expect(fetched).toEqual([]);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(fetched).toEqual([expect.stringMatching(/^\/assets\/i18n\/legal\/en-[\w-]{8}\.json$/)]);
});

test('a legal page opened at its address is hydrated with its texts in its language', async ({
  page,
}) => {
  const fetched = page.waitForRequest(LEGAL_STRINGS);
  await page.goto('/my/terms');
  expect(new URL((await fetched).url()).pathname).toMatch(/^\/assets\/i18n\/legal\/my-/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(myLegal.legal.terms.title);
  await expect(page).toHaveTitle(new RegExp(myLegal.legal.terms.title));
});

test.describe('when the legal texts fail', () => {
  test.use({
    allowedProblems: failedLoad(/http:\/\/localhost:\d+\/assets\/i18n\/legal\/en-[\w-]{8}\.json/),
  });

  test('a legal page navigated to says so, and its Try again fetches them', async ({ page }) => {
    await page.goto('/me');
    await page.route(LEGAL_STRINGS, (route) => route.abort('internetdisconnected'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await expect(
      page.getByRole('heading', { name: 'The content could not be loaded' }),
    ).toBeVisible();

    await page.unroute(LEGAL_STRINGS);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });
});
