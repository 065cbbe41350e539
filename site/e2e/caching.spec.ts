import { expect, test } from './fixtures';

const YEAR = 'public, max-age=31536000, immutable';

test('files named by their content are kept for a year, the rest asked again each time', async ({
  page,
  request,
}) => {
  const fetched: string[] = [];
  page.on('response', (response) => fetched.push(response.url()));
  await page.goto('/terms');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const named = (pattern: RegExp) => {
    const url = fetched.find((fetchedUrl) => pattern.test(fetchedUrl));
    expect(url, `the page fetched ${String(pattern)}`).toBeDefined();
    return url ?? '';
  };
  const cacheControl = async (url: string) => (await request.head(url)).headers()['cache-control'];

  for (const file of [
    /\/assets\/framework-[\w-]{8}\.js$/,
    /\/assets\/i18n\/en-[\w-]{8}\.json$/,
    /\/assets\/i18n\/legal\/en-[\w-]{8}\.json$/,
    /\/assets\/inter-page-\w{8}\.woff2$/,
  ])
    expect(await cacheControl(named(file)), String(file)).toBe(YEAR);
  for (const path of ['/terms', '/assets/globe/points.json', '/sw.js'])
    expect(await cacheControl(path), path).toBe('no-cache');
});
