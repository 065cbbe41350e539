import { existsSync } from 'node:fs';
import { fileURLToPath, URL as FileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { stringsOfEveryLanguage } from '../../mocks/siteStrings';
import { ROUTES } from '../../../scripts/bench/budgets.mjs';
import { STATIC_PAGES } from '../navigation/pageMeta';
import { everyRoute } from './routes';
import { screenAt } from './routeScreens';
import { PREFIXED_LANGUAGES } from '../i18n/languagePaths';
import { paths } from '../navigation/paths';
import { HUB_SPACES, ROOT_SPACES, screenModule, SPACES, spaceScreen } from '../navigation/spaces';
import { loadScreen } from './lazyScreen';

const siteDir = fileURLToPath(new FileURL('../../', import.meta.url));
const strings = await stringsOfEveryLanguage<{
  pages: Record<string, string>;
  page_meta: { space: Record<string, string> };
  spaces_hub: { links: Record<string, string> };
}>();

/** What the screen the router would render at a path loads. */
async function screenComponentAt(path: string) {
  const screen = screenAt(everyRoute(), path);
  return screen && (await loadScreen(screen));
}

describe.each(SPACES)('the space $name, from its registry entry alone', (space) => {
  it('has a screen module that exports its screen', async () => {
    expect(existsSync(`${siteDir}${screenModule(space)}`)).toBe(true);
    expect(await loadScreen(spaceScreen(space))).toBeTypeOf('function');
  });

  it('is routed at /spaces/<name>, and at /<name> when the root group shares it', async () => {
    const screen = await loadScreen(spaceScreen(space));
    expect(await screenComponentAt(paths.space(space.name))).toBe(screen);
    const atRoot = await screenComponentAt(paths.rootSpace(space.name));
    expect(atRoot === screen).toBe(ROOT_SPACES.some(({ name }) => name === space.name));
  });

  it('is prerendered with its module preloaded, and measured by the bench', () => {
    const page = STATIC_PAGES.find(({ path }) => path === paths.space(space.name));
    expect(page).toMatchObject({
      module: screenModule(space),
      descriptionKey: `page_meta.space.${space.name}`,
    });
    expect(ROUTES).toContain(paths.space(space.name));
  });

  it('has its title, description, and hub link when it is on the hub, in all four languages', () => {
    const onHub = HUB_SPACES.some(({ name }) => name === space.name);
    for (const language of strings) {
      expect(language.pages[space.name]).toBeTruthy();
      expect(language.page_meta.space[space.name]).toBeTruthy();
      if (onHub) expect(language.spaces_hub.links[space.name]).toBeTruthy();
    }
  });
});

it('names each space once, and no alias of the root group takes a path the site has', () => {
  const names = SPACES.map(({ name }) => name);
  expect(new Set(names).size).toBe(names.length);
  const ownPaths = STATIC_PAGES.filter((page) => !page.aliasOf).map(({ path }) => path);
  for (const { name } of ROOT_SPACES) expect(ownPaths).not.toContain(paths.rootSpace(name));
  // `/my` is the Myanmar site, not a space.
  for (const { name } of ROOT_SPACES) expect(PREFIXED_LANGUAGES).not.toContain(name);
});
