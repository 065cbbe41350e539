import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The built Storybook under test: `storybook build --test` (Storybook's build for test tools,
 * without the docs addon) writes it there; ignored by git, ESLint and Prettier like every
 * `storybook-static` folder. VISUAL_STORYBOOK_DIR points the tests at another build.
 */
export const STORYBOOK_DIR = resolve(
  fileURLToPath(new URL('..', import.meta.url)),
  process.env.VISUAL_STORYBOOK_DIR ?? 'visual/storybook-static',
);
/** The accepted screenshots: `<mode>/<story id>.png`, a mode of `.storybook/modes.ts` (playwright.visual.config.ts). */
export const BASELINES_DIR = fileURLToPath(new URL('baselines', import.meta.url));
