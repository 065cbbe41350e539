/**
 * The themes and languages every story is checked in, declared once. Chromatic snapshots each
 * story in each of them (`parameters.chromatic.modes` in preview.tsx); the local visual tests
 * (visual/stories.spec.ts) compare the same ones with their baselines, `visual/baselines/<mode>/`.
 * The values are the toolbar's globals.
 */
export const MODES = {
  dark: { theme: 'dark', locale: 'en' },
  light: { theme: 'light', locale: 'en' },
  'dark-my': { theme: 'dark', locale: 'my' },
  'light-my': { theme: 'light', locale: 'my' },
} as const;

export type ModeName = keyof typeof MODES;
