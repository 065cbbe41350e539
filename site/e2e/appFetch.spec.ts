import { expect, expectOnceStarted, holdApp, test } from './fixtures';

const isAppOwn = (path: string) =>
  /\/assets\/(main|GardenPage)-.*\.js$|\/i18n\/en-[\w-]{8}\.json$/.test(path);

test('a page fetches its libraries before it paints and the rest of its app once it has', async ({
  newContext,
}) => {
  // A page of its own: the fixture's page waits for hydration on each visit.
  const page = await (await newContext()).newPage();
  // The page cannot paint before its boot script has run (it blocks rendering).
  let releaseBoot = () => {};
  const bootHeld = new Promise<void>((resolve) => (releaseBoot = resolve));
  await page.route('**/assets/boot-*.js', async (route) => {
    await bootHeld;
    await route.continue();
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  const libraries = Promise.all([
    page.waitForRequest(/\/assets\/react-[\w-]{8}\.js$/),
    page.waitForRequest(/\/assets\/framework-[\w-]{8}\.js$/),
  ]);
  await page.goto('/spaces/garden', { waitUntil: 'commit' });
  await libraries;
  // Parsed to the end (polled by time: animation frames wait for the first paint).
  await page.waitForFunction(() => document.readyState !== 'loading', undefined, { polling: 50 });
  expect(requested.filter(isAppOwn)).toEqual([]);

  // With the app's entry held, only the boot script's links can fetch the screen and the strings.
  const releaseApp = await holdApp(page);
  const rest = Promise.all([
    page.waitForRequest(/\/assets\/GardenPage-.*\.js$/),
    page.waitForRequest(/\/i18n\/en-[\w-]{8}\.json$/),
  ]);
  releaseBoot();
  await rest;
  releaseApp();
  await expectOnceStarted(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // Each once: the app's own requests take the links' answers.
  expect(requested.filter(isAppOwn)).toHaveLength(3);
});

test('a screen whose taps answer with toasts fetches their library before it has hydrated', async ({
  page,
}) => {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.dataset.hydrated) return;
      document.documentElement.dataset.hydratedAt = String(performance.now());
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  await page.goto('/spaces/garden');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated-at');
  // Its timing entry is there once its last byte is, which may be after hydration.
  const requestedAt = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/dist-.*\.js$/.test(entry.name))?.startTime,
    );
  await expect.poll(requestedAt).toBeDefined();
  const hydratedAt = await page.evaluate(() => Number(document.documentElement.dataset.hydratedAt));
  expect(await requestedAt()).toBeLessThan(hydratedAt);
});
