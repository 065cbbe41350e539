import { existsSync, readdirSync, readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base } from '@playwright/test';
import { BASELINES_DIR, STORYBOOK_DIR } from './locations';
import { systemFaces, uncoveredText } from '../scripts/testing/systemFaces';
import { MODES, type ModeName } from '../.storybook/modes';
import { StorybookSession } from './storybook';

/**
 * Visual tests: a screenshot of every story of the built Storybook in each of Chromatic's modes
 * (`.storybook/modes.ts`: both themes, in English and in Myanmar), compared pixel for pixel with
 * `visual/baselines/<mode>/<story id>.png` (the local stand-in for Chromatic; see "Visual tests"
 * in the README). How a story is brought to a still, repeatable picture is in `./storybook.ts`.
 */

const INDEX = join(STORYBOOK_DIR, 'index.json');

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

/**
 * The stories a mode photographs: all of them in English; in another language, those that speak
 * it (the others show the very same picture in every language).
 */
const storiesOf = (mode: ModeName) => (MODES[mode].locale === 'en' ? storyIds : localizedIds);
const modeNames = Object.keys(MODES) as ModeName[];

// Mode by mode, so that a worker reloads the Storybook only when the theme or language changes.
for (const mode of modeNames) {
  const { theme, locale } = MODES[mode];
  for (const id of storiesOf(mode)) {
    test(`${id} (${mode})`, async ({ storybook }) => {
      const story = await storybook.describe(id);
      test.skip(
        story.theme !== undefined && story.theme !== theme,
        `the story sets the ${story.theme} theme itself: compared in that theme only`,
      );

      const { errors, failure, warnings } = await storybook.show(story, theme, locale);
      if (warnings.length) await test.info().attach('console', { body: warnings.join('\n') });
      expect(failure, 'the story renders and its play function passes').toBeNull();
      expect(errors, 'no uncaught errors').toEqual([]);
      expect(await systemFaces(storybook.page), "all text in the site's own faces").toEqual([]);
      if (locale !== 'en') expect(await uncoveredText(storybook.page)).toEqual([]);
      test.skip(
        story.disableSnapshot,
        'parameters.chromatic.disableSnapshot: it never holds still',
      );
      await expect(storybook.page).toHaveScreenshot([mode, `${id}.png`], { fullPage: true });
    });
  }
}

// Stories in the other script languages, for their faces only. Which elements ignore the page's
// faces does not change with the language: the screenshot tests above ask Chromium about each;
// here every character must be covered by a loaded face.
for (const locale of ['zh', 'ko']) {
  for (const id of localizedIds) {
    test(`${id} in ${locale}: the site's own faces`, async ({ storybook }) => {
      const story = await storybook.describe(id);
      await storybook.show(story, story.theme === 'light' ? 'light' : 'dark', locale);
      expect(await uncoveredText(storybook.page)).toEqual([]);
    });
  }
}

test('every baseline belongs to a story', () => {
  const orphans = modeNames.flatMap((mode) => {
    const stories = new Set(storiesOf(mode));
    return existsSync(join(BASELINES_DIR, mode))
      ? readdirSync(join(BASELINES_DIR, mode))
          .filter((file) => !stories.has(file.replace(/\.png$/, '')))
          .map((file) => join(mode, file))
      : [];
  });
  const { updateSnapshots } = test.info().config;
  if (updateSnapshots === 'all' || updateSnapshots === 'changed') {
    for (const orphan of orphans) unlinkSync(join(BASELINES_DIR, orphan));
    return;
  }
  expect(orphans, 'baselines of stories that are gone (the update removes them)').toEqual([]);
});
