import { defineConfig, devices } from '@playwright/test';
import { STORYBOOK_DIR } from './visual/locations';

const port = Number(process.env.VISUAL_PORT ?? 6107);

/**
 * Visual tests: a screenshot of every story of the built Storybook in each mode of
 * `.storybook/modes.ts` (the themes, in English and Myanmar), compared with the baselines in
 * `visual/baselines/` (see visual/stories.spec.ts).
 * `npm run test:visual` builds and compares; `npm run test:visual:update` rewrites the baselines.
 */
export default defineConfig({
  testDir: 'visual',
  testMatch: 'stories.spec.ts',
  outputDir: 'test-results/visual',
  snapshotPathTemplate: 'visual/baselines/{arg}{ext}',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI: a Moon story's visual test failed there once in both themes (its cause
  // scrolled out of the log) and passed 250 runs here since. A flaky test passes the run, and
  // the dot reporter still prints its first failure, whole, at the end of the log.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'dot',
  expect: {
    toHaveScreenshot: {
      // Any changed pixel fails; `threshold` (the per-pixel colour tolerance) stays at its default.
      maxDiffPixels: 0,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      stylePath: './visual/still.css',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Storybook pauses CSS animations at their end (instead of waiting up to 5 s for them)
        // when its test runner's name is in the user agent.
        userAgent: `${devices['Desktop Chrome'].userAgent} StorybookTestRunner`,
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        locale: 'en-US',
        timezoneId: 'Asia/Yangon',
        colorScheme: 'dark',
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      },
    },
  ],
  webServer: {
    command: `node scripts/visual/serve.mjs "${STORYBOOK_DIR}" ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
