import { readFileSync } from 'node:fs';
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

export { expect };

/** `expect`, waiting long enough for an app released after being held (see holdApp). */
export const expectOnceStarted = expect.configure({ timeout: 15_000 });

/** A request this test fails on purpose, as Chromium's console reports it. */
export const failedLoad = (url: RegExp) =>
  new RegExp(`Failed to load resource.*\\[from ${url.source}`);

export const SUN_SERVICE = '**/api.sunrise-sunset.org/**';

type CanvasClass = 'HTMLCanvasElement' | 'OffscreenCanvas';

/** Makes the named canvas classes give no WebGL context, in the scope this runs in. */
function refuseWebGLOf(canvases: CanvasClass[]) {
  for (const name of canvases) {
    const Canvas = globalThis[name];
    const getContext = Canvas.prototype.getContext as (...args: unknown[]) => unknown;
    Object.defineProperty(Canvas.prototype, 'getContext', {
      value(this: unknown, type: string, ...rest: unknown[]) {
        return type.startsWith('webgl') ? null : getContext.call(this, type, ...rest);
      },
    });
  }
}

/** Makes workers unable to draw WebGL (as in older Safari): the site's probe worker is refused. */
export const refuseWorkerWebGL = (page: Page) =>
  page.route('**/assets/webglProbe.worker-*.js', async (route) => {
    const response = await route.fetch();
    const refusal = `(${refuseWebGLOf.toString()})(['OffscreenCanvas']);`;
    await route.fulfill({ response, body: `${refusal}\n${await response.text()}` });
  });

/** Makes this browser unable to draw WebGL anywhere. */
export async function refuseWebGL(page: Page) {
  await refuseWorkerWebGL(page);
  const everyCanvas: CanvasClass[] = ['HTMLCanvasElement', 'OffscreenCanvas'];
  await page.addInitScript(refuseWebGLOf, everyCanvas);
}

export const sunAnswer = readFileSync(
  new URL('../mocks/fixtures/sun-yangon.json', import.meta.url),
  'utf8',
);

/**
 * Records what a visitor's console would show as wrong: page errors, console errors (Chromium
 * logs every refused load, failed request and Content-Security-Policy violation there) and each
 * `securitypolicyviolation` event. The outside world is not reachable here: the sun service
 * answers with its recorded answer, and any other request to another host is a problem.
 */
async function watch(context: BrowserContext): Promise<string[]> {
  const problems: string[] = [];
  context.on('weberror', (error) => problems.push(`page error: ${error.error().message}`));
  context.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(`console error: ${message.text()} [from ${message.location().url}]`);
  });
  await context.exposeBinding('reportViolation', (_source, text: string) =>
    problems.push(`CSP violation: ${text}`),
  );
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.effectiveDirective} refused ${event.blockedURI} on ${event.documentURI}`,
      ),
    ),
  );
  // The route added last is asked first: the sun service's answer, then the closed door.
  await context.route(
    (url) => url.hostname !== 'localhost',
    (route) => {
      problems.push(`request to another host: ${route.request().url()}`);
      return route.abort('internetdisconnected');
    },
  );
  await context.route(SUN_SERVICE, (route) =>
    route.fulfill({ contentType: 'application/json', body: sunAnswer }),
  );
  return problems;
}

/**
 * Holds back the app's chunk until the returned function is called: the page stays as it was
 * prerendered and as the boot script made it, unhydrated. Once released, the app is fetched
 * through the test's route, evaluated and started: with two workers on two cores that takes
 * several seconds, so the first check after `release()` waits with `expectOnceStarted`.
 */
export async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/main-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A fresh page whose app chunk waits until `release` is called, so it stays unhydrated. */
export async function unhydratedPage(
  newContext: () => Promise<BrowserContext>,
): Promise<{ page: Page; release: () => void }> {
  const page = await (await newContext()).newPage();
  return { page, release: await holdApp(page) };
}

interface Fixtures {
  /**
   * Problems a test provokes on purpose (a service it takes down, say): matched and let pass.
   * One pattern (join several with `|`): Playwright would read an array as a fixture's
   * [value, options].
   */
  allowedProblems: RegExp;
  /** A further watched context (another visitor, JavaScript off): closed and checked at the end. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

const unexpected = (problems: string[], allowed: RegExp) =>
  problems.filter((problem) => !allowed.test(problem));

/**
 * Every page is watched (see `watch`) and a test fails on any problem it did not allow.
 * Pages are prerendered, so they show before they respond: `goto` here also waits until the
 * page is hydrated, as a visitor's first click would need.
 */
export const test = base.extend<Fixtures>({
  // Matches nothing.
  allowedProblems: [/(?!)/, { option: true }],
  context: async ({ context, allowedProblems }, use) => {
    const problems = await watch(context);
    await use(context);
    expect(unexpected(problems, allowedProblems)).toEqual([]);
  },
  newContext: async ({ browser, allowedProblems }, use) => {
    const opened: { context: BrowserContext; problems: string[] }[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      opened.push({ context, problems: await watch(context) });
      return context;
    });
    for (const { context, problems } of opened) {
      await context.close();
      expect(unexpected(problems, allowedProblems)).toEqual([]);
    }
  },
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
