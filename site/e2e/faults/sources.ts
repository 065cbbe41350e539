import type { Source } from './scenario';
import { SUN_SERVICE } from '../fixtures';
import { expect, hydrated } from './fixtures';
import {
  bootNotice,
  FIRESTORE_LOGS,
  FIRESTORE_NETWORK,
  openHydrated,
  visit,
  within,
} from './scenarioParts';
import { OFFLINE_SOURCES } from './offlineSources';
import { SCENE_SOURCES } from './sceneSources';
import { STRING_SOURCES } from './stringSources';

/** Every source the site depends on, how it fails the visitor and how the site must answer. */
export const SOURCES: Source[] = [
  {
    name: 'app chunk',
    logs: ['The app could not start'],
    // The site's modules, imported once the libraries' chunk has been evaluated (main.tsx).
    url: '**/assets/start-*.js',
    type: 'text/javascript',
    act: (page, site) => visit(page, `${site}/spaces/garden`),
    ...bootNotice,
  },
  {
    name: 'screen chunk',
    // React reports the error the route's boundary caught, and the route logs it too.
    logs: [
      'A screen failed to render',
      'TypeError: Failed to fetch dynamically imported module',
      'SyntaxError',
      'DeadlineError',
    ],
    url: '**/assets/SpacesPage-*.js',
    type: 'text/javascript',
    seen: 'on navigating: “Something went wrong” with Try again and a link home; the navbar works',
    open: openHydrated('/'),
    act: (page) =>
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Spaces' }).click(),
    outcome: (page) =>
      expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible(within),
    recover: async (page) => {
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Spaces' })).toBeVisible(within);
    },
  },
  ...STRING_SOURCES,
  {
    name: 'fonts',
    url: '**/assets/*.woff*',
    type: 'font/woff2',
    seen: 'the page in a system face; everything works',
    act: (page, site) => visit(page, `${site}/spaces/garden`),
    outcome: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Garden' })).toBeVisible(within),
    stillWorks: async (page) => {
      await page.getByRole('button', { name: 'Rose' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Rose: Love' })).toBeVisible(within);
    },
  },
  {
    name: 'Firestore',
    logs: FIRESTORE_LOGS,
    url: FIRESTORE_NETWORK,
    type: 'application/json',
    faultsBuild: true,
    seen: '“The content could not be loaded” with Try again, never “No such app” or an empty list',
    act: (page, site) => visit(page, `${site}/app/privacy/99`),
    outcome: async (page) => {
      await expect(
        page.getByRole('heading', { name: 'The content could not be loaded' }),
      ).toBeVisible(within);
      await expect(page.getByRole('heading', { name: 'No such app' })).toHaveCount(0);
      await expect(page).toHaveTitle(/^The content could not be loaded ·/);
    },
  },
  {
    name: 'sun service',
    url: SUN_SERVICE,
    type: 'application/json',
    seen: 'the times computed on the device, labelled so, with a notice',
    act: (page, site) => visit(page, `${site}/spaces/sun`),
    outcome: async (page) => {
      await expect(page.getByText('Source: computed on this device')).toBeVisible(within);
      await expect(page.getByRole('status')).toContainText('unavailable');
    },
  },
  {
    name: 'moon service',
    url: 'https://moon.example.test/**',
    type: 'application/json',
    faultsBuild: true,
    seen: 'the phase computed on the device, labelled so, with a notice; the days still answer',
    act: (page, site) => visit(page, `${site}/spaces/moon`),
    outcome: async (page) => {
      await expect(
        page.getByText('Source: computed on this device with Astronomy Engine.'),
      ).toBeVisible(within);
      await expect(page.getByText('The moon service is unavailable')).toBeVisible();
    },
    stillWorks: async (page) => {
      await page.getByRole('button', { name: /^Day 3:/ }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'DAY - 3' })).toBeVisible();
    },
  },
  {
    name: 'toasts’ library',
    logs: ['The toasts could not be loaded'],
    // react-toastify's chunk (named in vite.config.ts).
    url: '**/assets/toasts-*.js',
    type: 'text/javascript',
    seen: 'the toast, shown plainly at the bottom; the tiles still answer',
    // The library is fetched as the app starts; the visitor needs it at the tap.
    open: openHydrated('/spaces/garden'),
    act: (page) => page.getByRole('button', { name: 'Rose' }).click(),
    outcome: (page) =>
      expect(page.getByRole('alert').filter({ hasText: 'Rose: Love' })).toBeVisible(within),
  },
  {
    name: 'quotes’ sanitiser',
    url: '**/assets/sanitize-*.js',
    type: 'text/javascript',
    seen: 'a quote’s link as plain text; the language buttons still work',
    // The Chinese quote links to its source: only it needs the sanitiser.
    act: (page, site) => visit(page, `${site}/zh/spaces/bookmark`),
    outcome: (page) =>
      expect(page.getByText('千里之行，始于足下。——《道德经》')).toBeVisible(within),
    stillWorks: async (page) => {
      await hydrated(page);
      await page.getByRole('button', { name: '缅甸语' }).click();
      await expect(page.getByRole('button', { name: '缅甸语' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    },
  },
  {
    name: 'astronomy library, sun service down',
    url: '**/assets/localSun-*.js',
    type: 'text/javascript',
    seen: '“could not be loaded” with Try again, in place of the times',
    act: async (page, site) => {
      await page.route(SUN_SERVICE, (route) => route.abort());
      await visit(page, `${site}/spaces/sun`);
    },
    outcome: (page) => expect(page.getByRole('button', { name: 'Try again' })).toBeVisible(within),
  },
  {
    name: 'astronomy library, moon computed here',
    logs: ['The astronomy library could not be had'],
    url: '**/assets/newMoon-*.js',
    type: 'text/javascript',
    seen: 'the moon’s age estimated on the device, labelled so; the days still answer',
    act: (page, site) => visit(page, `${site}/spaces/moon`),
    outcome: async (page) => {
      await expect(page.getByText('Source: estimated on this device with SunCalc.')).toBeVisible(
        within,
      );
      await expect(page.locator('[aria-current="date"]')).toHaveCount(1);
    },
    stillWorks: async (page) => {
      await page.getByRole('button', { name: /^Day 3:/ }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'DAY - 3' })).toBeVisible();
    },
  },
  ...SCENE_SOURCES,
  ...OFFLINE_SOURCES,
];
