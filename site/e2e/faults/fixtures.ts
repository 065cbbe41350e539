import type { Page, Route } from '@playwright/test';
import { expect, test as base } from '../fixtures';

export { expect };

export interface FaultOptions {
  /** The origin of the Firestore-backed build (scripts/faults/build.ts). */
  faultsSite: string;
}

/**
 * What a source can do wrong, as a route handler for a response of `type`. Requests that never
 * answer are kept in `held`, to fail when the test is done with them.
 */
export const FAULTS = {
  down: () => (route: Route) => route.abort('connectionrefused'),
  'never answers': (_type: string, held: Route[]) => (route: Route) => void held.push(route),
  'error status': () => (route: Route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
  'garbage body': (type: string) => (route: Route) =>
    route.fulfill({ status: 200, contentType: type, body: '<!doctype html><p>Not this' }),
} as const;
export type Fault = keyof typeof FAULTS;

/** The longest a visitor may be left without a clear state (the 10 s). */
export const CLEAR_WITHIN_MS = 10_000;

/**
 * What any failing source makes the console say: Chromium's report of the failed or refused
 * load. What else a source's failure logs, its scenario names (`Source.logs`); anything more,
 * an uncaught page error above all, fails the test.
 */
export const FAILED_LOAD = 'Failed to load resource';

export const test = base.extend<FaultOptions & { visitor: Page }>({
  faultsSite: ['', { option: true }],
  // A page whose `goto` does not wait for hydration: here it may never come.
  visitor: async ({ context }, use) => use(await context.newPage()),
});

export interface Finding {
  source: string;
  fault: Fault;
  seen: string;
  seconds: number;
}

/**
 * Runs what the visitor does (`act`) and waits for what they should see (`outcome`), no
 * longer than the site promises; notes how long it took for the README's table
 * (faultTable.ts).
 */
export async function timed(
  finding: Omit<Finding, 'seconds'>,
  act: () => Promise<unknown>,
  outcome: () => Promise<unknown>,
): Promise<void> {
  const started = Date.now();
  await act();
  await outcome();
  const seconds = (Date.now() - started) / 1000;
  test
    .info()
    .annotations.push({ type: 'fault', description: JSON.stringify({ ...finding, seconds }) });
  expect(seconds * 1000).toBeLessThan(CLEAR_WITHIN_MS);
}

/** Waits until the app answers (it marks `<html data-hydrated>`). */
export const hydrated = (page: Page) =>
  page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
