import { defaultClientConditions, defaultServerConditions } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

const executablePath = process.env.HEADLESS_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Tests that need a real browser (IndexedDB, layout) run in headless Chromium; a fresh object for
 * each project, as Vitest names the instances it is given.
 */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath } }),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1280, height: 800 },
});

export default defineConfig({
  // Tests run the library from its sources (its published package points at dist/).
  resolve: { conditions: ['@portfolio/source', ...defaultClientConditions] },
  // The same for tests in the node environment (the build scripts' tests).
  ssr: { resolve: { conditions: ['@portfolio/source', ...defaultServerConditions] } },
  test: {
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          exclude: [...configDefaults.exclude, '**/*.browser.test.ts'],
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'site/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'site/scripts/**/*.test.ts',
          ],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['site/integration/**/*.test.{ts,tsx}'],
          globalSetup: ['site/integration/globalSetup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['site/src/**/*.browser.test.ts'],
          browser: browser(),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        // Pre-bundled up front: discovered mid-run, Vite would reload and lose the suite.
        optimizeDeps: {
          include: [
            'msw',
            'msw/browser',
            'msw-storybook-addon/csf3',
            'styled-components',
            'react-router-dom',
            'react-i18next',
            'i18next',
            'react-toastify',
          ],
        },
        test: {
          name: 'storybook',
          browser: browser(),
        },
      },
    ],
  },
});
