import { describe, expect, it } from 'vitest';
import { stringsOfEveryLanguage } from '../../mocks/siteStrings';
import { ROUTES } from '../../../scripts/bench/budgets.mjs';
import { STATIC_PAGES } from '../navigation/pageMeta';
import { PAGES, type Page } from '../navigation/pages';
import { loadScreen } from './lazyScreen';
import { everyRoute } from './routes';
import { screenAt } from './routeScreens';

const strings = await stringsOfEveryLanguage<{
  pages: Record<string, string>;
  page_meta: Record<string, string>;
}>();

/** The path with an app's id where the page has one. */
const atApp = (path: string) => path.replace(':id', '1');

describe.each(PAGES)('the page $name, from its registry entry alone', (page: Page) => {
  it('has a screen module that exports its screen', async () => {
    expect(await loadScreen(page.screen)).toBeTypeOf('function');
  });

  it('is routed at its path and at each of its aliases', () => {
    for (const path of [page.path, ...(page.aliases ?? [])])
      expect(screenAt(everyRoute(), atApp(path))).toBe(page.screen);
  });

  it('is prerendered and measured by the bench, unless it is one page per app', () => {
    const prerendered = STATIC_PAGES.some(({ path }) => path === page.path);
    expect(prerendered).toBe(!page.perApp);
    if (!page.perApp) expect(ROUTES).toContain(page.path);
  });

  it('has its title and description in all four languages', () => {
    for (const language of strings) {
      expect(language.pages[page.name]).toBeTruthy();
      expect(language.page_meta[page.name]).toBeTruthy();
    }
  });
});

it('names each page once', () => {
  const names = PAGES.map(({ name }) => name);
  expect(new Set(names).size).toBe(names.length);
});
