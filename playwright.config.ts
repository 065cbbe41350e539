import { defineConfig, devices } from '@playwright/test';
import { FAULTS_BUILD } from './scripts/faults/build.config';
import type { FaultOptions } from './site/e2e/faults/fixtures';

const port = Number(process.env.E2E_PORT ?? 4300);
const faultsPort = port + 1;
const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1440, height: 900 },
  launchOptions: {
    executablePath: process.env.HEADLESS_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  },
};
const serve = (listen: number, ...options: string[]) => ({
  command: ['node scripts/hosting/serve.mjs --port', listen, ...options].join(' '),
  url: `http://localhost:${listen}`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
});

/**
 * End-to-end tests drive the built site (`npm run build` first) in Debian's Chromium, served as
 * Firebase Hosting serves it (firebase.json's headers, rewrites and clean URLs). The fault
 * tests also drive the Firestore-backed build (`npm run build:faults`), whose moon service
 * the policy must let through.
 */
export default defineConfig<FaultOptions>({
  testDir: 'site/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // In CI the dot reporter: failures are printed whole at the end, where a log's tail shows them.
  reporter: [[process.env.CI ? 'dot' : 'list'], ['./site/e2e/faults/faultTable.ts']],
  use: {
    // A trace of each failure, locally. Not in CI: recording one for every test made the suite a
    // third slower (82 tests: 2.6 -> 1.8 min), and a CI run leaves only its log behind.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The service worker only where a test is about it (offline.spec.ts): a test's page is served
    // by the server, never from a copy a previous page kept.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: 'faults/**',
      use: { ...chromium, baseURL: `http://localhost:${port}` },
    },
    {
      name: 'faults',
      testMatch: 'faults/**/*.spec.ts',
      // Each fault test times the site against its 10 s promise: one at a time, so that two
      // page loads do not share the two cores (the other worker runs the other project's tests).
      workers: 1,
      use: {
        ...chromium,
        baseURL: `http://localhost:${port}`,
        faultsSite: `http://localhost:${faultsPort}`,
      },
    },
  ],
  webServer: [
    serve(port),
    serve(
      faultsPort,
      `--public site/${FAULTS_BUILD.outDir}`,
      `--connect-src ${new URL(FAULTS_BUILD.env.VITE_MOON_SERVICE_URL).origin}`,
    ),
  ],
});
