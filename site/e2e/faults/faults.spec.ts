import type { Route } from '@playwright/test';
import { expect, FAILED_LOAD, FAULTS, type Fault, test, timed } from './fixtures';
import { FIRESTORE_LOGS, FIRESTORE_NETWORK } from './scenarioParts';
import { SOURCES } from './sources';

const consoleSays = (...messages: string[]) =>
  new RegExp(`^console error: (${messages.join('|')})`);
test.use({ allowedProblems: consoleSays(FAILED_LOAD) });

// Every source the site depends on, failing in every way, under the production hosting
// configuration: each ends in a clear, visible state within 10 s, and where the page offered a
// way forward (Reload, Try again), it works once the source is back.
for (const source of SOURCES) {
  test.describe(source.name, () => {
    test.use({
      allowedProblems: consoleSays(FAILED_LOAD, ...(source.logs ?? [])),
      serviceWorkers: source.serviceWorker ? 'allow' : 'block',
    });

    for (const fault of Object.keys(FAULTS) as Fault[]) {
      test(`${fault}: ${source.seen}`, async ({ visitor, baseURL, faultsSite }) => {
        const site = source.faultsBuild ? faultsSite : (baseURL ?? '');
        const held: Route[] = [];
        const fail = FAULTS[fault](source.type, held);
        // The fault was met, not passed by: the page (or its service worker) asked the source.
        let met = () => {};
        const asked = new Promise<void>((resolve) => (met = resolve));
        // A service worker's requests pass the context's routes, not the page's.
        const routed = source.serviceWorker ? visitor.context() : visitor;
        await routed.route(source.url, (route) => {
          met();
          return fail(route);
        });
        await source.open?.(visitor, site);
        await timed(
          { source: source.name, fault, seen: source.seen },
          () => source.act(visitor, site),
          () => source.outcome(visitor),
        );
        await asked;
        await source.stillWorks?.(visitor);
        if (!source.recover) return;
        // What never answered fails for good, then the source is back.
        await Promise.all(held.map((route) => route.abort()));
        await routed.unroute(source.url);
        await source.recover(visitor);
      });
    }
  });
}

test.describe('a Firestore-backed build', () => {
  test.use({ allowedProblems: consoleSays(FAILED_LOAD, ...FIRESTORE_LOGS) });

  test('a Firestore-backed build prerenders the policies of the apps Firestore holds', async ({
    visitor,
    faultsSite,
  }) => {
    // Firestore is down for the visitor: the page shows what the build read from it.
    await visitor.route(FIRESTORE_NETWORK, FAULTS.down());
    const response = await visitor.goto(`${faultsSite}/app/privacy/3`);
    expect(await response?.text()).toContain('Firestore App Privacy Policy');
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Firestore App Privacy Policy' }),
    ).toBeVisible();
    await expect(visitor).toHaveTitle('Firestore App Privacy Policy · Aung Sample');
    expect(await (await visitor.request.get(`${faultsSite}/sitemap.xml`)).text()).toContain(
      '/app/privacy/3</loc>',
    );
  });

  test('Try again fetches the Firestore code again after it failed to arrive', async ({
    visitor,
    faultsSite,
  }) => {
    const sdk = '**/assets/firestore-*.js';
    await visitor.route(FIRESTORE_NETWORK, FAULTS.down());
    await visitor.route(sdk, FAULTS.down());
    await visitor.goto(`${faultsSite}/app/privacy/99`);
    const failed = visitor.getByRole('heading', { name: 'The content could not be loaded' });
    await expect(failed).toBeVisible();

    await visitor.unroute(sdk);
    const fetched = visitor.waitForResponse((response) =>
      /\/assets\/firestore-[^/]+\.js$/.test(response.url()),
    );
    await visitor.getByRole('button', { name: 'Try again' }).click();
    expect((await fetched).ok()).toBe(true);
    // The store itself is still down: the page says so again, and does not hang.
    await expect(failed).toBeVisible();
  });
});
