import { existsSync, readdirSync, readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base } from '@playwright/test';
import { BASELINES_DIR, STORYBOOK_DIR } from './locations';
import { systemFaces, uncoveredText } from '../scripts/testing/systemFaces';
import { StorybookSession } from './storybook';
import type { Theme } from './storybookTypes';

/**
 * Visual tests: a screenshot of every story of the built Storybook in both themes, compared pixel
 * for pixel with `visual/baselines/<theme>/<story id>.png` (the local stand-in for Chromatic; see
 * "Visual tests" in the README). How a story is brought to a still, repeatable picture is in
 * `./storybook.ts`.
 */

const INDEX = join(STORYBOOK_DIR, 'index.json');
const THEMES: Theme[] = ['dark', 'light'];

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  /** The stories file, from the repository's root. */
  importPath: string;
}

if (!existsSync(INDEX)) {
  throw new Error(`${INDEX} is missing: \`npm run test:visual\` builds the Storybook first`);
}
const index = JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const storyIds = stories.map((entry) => entry.id);

/**
 * The stories whose text follows the toolbar's language: the site's (they speak through
 * i18next) and the library's that declare `parameters.localize`. The others show the same text
 * in every language, and the screenshot tests check its faces already.
 */
const speaksTheLanguage = (importPath: string) =>
  importPath.startsWith('./site/') || readFileSync(importPath, 'utf8').includes('localize:');
const localizedIds = stories
  .filter((entry) => speaksTheLanguage(entry.importPath))
  .map((entry) => entry.id);

const test = base.extend<object, { storybook: StorybookSession }>({
  // One page per worker: stories are switched inside it, which is far quicker than loading the
  // Storybook again for each. A failed test gets a fresh worker, hence a fresh page.
  storybook: [
    async ({ browser }, use, workerInfo) => {
      const session = await StorybookSession.open(browser, workerInfo.project.use);
      await use(session);
      await session.close();
    },
    { scope: 'worker' },
  ],
});

// Theme by theme, so that a worker reloads the Storybook only when the theme changes.
for (const theme of THEMES) {
  for (const id of storyIds) {
    test(`${id} (${theme})`, async ({ storybook }) => {
      const story = await storybook.describe(id);
      test.skip(
        story.theme !== undefined && story.theme !== theme,
        `the story sets the ${story.theme} theme itself: compared in that theme only`,
      );

      const { errors, failure } = await storybook.show(story, theme);
      expect(failure, 'the story renders and its play function passes').toBeNull();
      expect(errors, 'no uncaught errors').toEqual([]);
      expect(await systemFaces(storybook.page), "all text in the site's own faces").toEqual([]);
      test.skip(
        story.disableSnapshot,
        'parameters.chromatic.disableSnapshot: it never holds still',
      );
      await expect(storybook.page).toHaveScreenshot([theme, `${id}.png`], { fullPage: true });
    });
  }
}

// Stories in the script languages, for their faces only (the play functions speak English).
// Which elements ignore the page's faces does not change with the language: the screenshot
// tests above ask Chromium about each; here every character must be covered by a loaded face.
for (const locale of ['my', 'zh', 'ko']) {
  for (const id of localizedIds) {
    test(`${id} in ${locale}: the site's own faces`, async ({ storybook }) => {
      const story = await storybook.describe(id);
      await storybook.show(story, story.theme === 'light' ? 'light' : 'dark', locale);
      expect(await uncoveredText(storybook.page)).toEqual([]);
    });
  }
}

test('every baseline belongs to a story', () => {
  const stories = new Set(storyIds);
  const orphans = THEMES.flatMap((theme) =>
    existsSync(join(BASELINES_DIR, theme))
      ? readdirSync(join(BASELINES_DIR, theme))
          .filter((file) => !stories.has(file.replace(/\.png$/, '')))
          .map((file) => join(theme, file))
      : [],
  );
  const { updateSnapshots } = test.info().config;
  if (updateSnapshots === 'all' || updateSnapshots === 'changed') {
    for (const orphan of orphans) unlinkSync(join(BASELINES_DIR, orphan));
    return;
  }
  expect(orphans, 'baselines of stories that are gone (the update removes them)').toEqual([]);
});
