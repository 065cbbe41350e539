import type { Source } from './scenario';
import { expect, hydrated } from './fixtures';
import { bootNotice, openReadme, visit, within } from './scenarioParts';

/** The site's strings: the pages' own and the legal texts, at start and when asked for later. */
export const STRING_SOURCES: Source[] = [
  {
    name: 'translations, at start',
    logs: ['The app could not start'],
    url: '**/assets/i18n/en-*.json',
    type: 'application/json',
    act: (page, site) => visit(page, `${site}/spaces/garden`),
    ...bootNotice,
  },
  {
    name: 'legal texts, at start',
    logs: ['The app could not start'],
    url: '**/assets/i18n/legal/en-*.json',
    type: 'application/json',
    act: (page, site) => visit(page, `${site}/privacy`),
    ...bootNotice,
    recover: async (page) => {
      await page.getByRole('button', { name: 'Reload' }).click();
      await hydrated(page);
      await page.getByRole('button', { name: /Theme/ }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    },
  },
  {
    name: 'legal texts, on navigating',
    url: '**/assets/i18n/legal/en-*.json',
    type: 'application/json',
    seen: '“The content could not be loaded” with Try again',
    open: openReadme,
    act: (page) => page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click(),
    outcome: (page) =>
      expect(page.getByRole('heading', { name: 'The content could not be loaded' })).toBeVisible(
        within,
      ),
    recover: async (page) => {
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible(
        within,
      );
    },
  },
  {
    name: 'translations, on switching',
    url: '**/assets/i18n/my-*.json',
    type: 'application/json',
    seen: '“Myanmar could not be loaded” with Try again; the page stays in English',
    open: openReadme,
    act: (page) => page.getByRole('combobox', { name: 'Language' }).selectOption('my'),
    outcome: async (page) => {
      await expect(page.getByRole('alert')).toContainText('Myanmar could not be loaded', within);
      await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    },
    recover: async (page) => {
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'my', within);
    },
  },
];
