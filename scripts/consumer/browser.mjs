// Chromium for the browser checks, and what they share: a page that records every error it meets,
// waiting for an element, the closing "no errors" check and a screenshot after a failure.
import { join } from 'node:path';
import { chromium } from 'playwright';
import { check } from './check.mjs';
import { assert } from './process.mjs';

const executablePath = process.env.HEADLESS_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const launchChromium = () => chromium.launch({ executablePath });

export const openPage = (browser) => browser.newPage({ viewport: { width: 1280, height: 900 } });

/** The page errors, console errors, failed requests and HTTP errors of `page`, as they come. */
export function recordProblems(page) {
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

export const visible = (locator) => locator.waitFor({ state: 'visible', timeout: 10_000 });

export const checkNoProblems = (problems) =>
  check('Chromium: no page errors, console errors or failed requests', async () => {
    assert(problems.length === 0, problems.join('\n'));
  });

/** Saves the whole page as `work/failure.png`, if it still can. */
export async function screenshotFailure(page, work) {
  const shot = join(work, 'failure.png');
  await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
  console.error(`screenshot: ${shot}`);
}
