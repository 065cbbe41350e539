import { darkTheme, themes, type Theme, type ThemeColors, type ThemeMode } from './themes';

const ROLES = Object.keys(darkTheme.color) as Array<keyof ThemeColors>;
const MODES = Object.keys(themes) as ThemeMode[];

/** `--color-surface-raised` for `surfaceRaised`. */
const variableOf = (role: string) =>
  `--color-${role.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * The theme `ThemeProvider` styles components with: each colour is its CSS variable, the same
 * object in both modes, so switching modes re-renders no component and writes no new class:
 * only the variables (`modeDeclarations`) change.
 */
export const variableTheme: Theme = {
  ...darkTheme,
  color: Object.fromEntries(
    ROLES.map((role) => [role, `var(${variableOf(role)})`]),
  ) as unknown as ThemeColors,
};

/**
 * `display: ${displayIn('light')}` shows an element in the light mode only. Markup that differs
 * by mode is rendered for both modes and left to the variables, so a page rendered on a server
 * (which cannot know the visitor's mode) is right in either mode, before and after hydration.
 */
export const displayIn = (mode: ThemeMode) => `var(--display-in-${mode})`;

/**
 * A mode's colours as the declarations of `variableTheme`'s variables, its color-scheme and what
 * `displayIn` shows. Exported for a page that applies a saved mode before its first paint, e.g.
 * `:root[data-theme="light"] { ...modeDeclarations('light') }` in its head.
 */
export const modeDeclarations = (mode: ThemeMode) =>
  [
    `color-scheme: ${mode};`,
    ...ROLES.map((role) => `${variableOf(role)}: ${themes[mode].color[role]};`),
    ...MODES.map((shown) => `--display-in-${shown}: ${shown === mode ? 'inline' : 'none'};`),
  ].join('\n');

/**
 * `theme` with its colours as values, for what cannot read CSS variables (three.js, a canvas):
 * the mode's palette when it is `variableTheme`, an app's own theme as it is.
 */
export const concreteTheme = (theme: Theme, mode: ThemeMode): Theme =>
  theme === variableTheme ? themes[mode] : theme;
