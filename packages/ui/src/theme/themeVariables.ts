import { darkTheme, themes, type Theme, type ThemeColors, type ThemeMode } from './themes';

const ROLES = Object.keys(darkTheme.color) as Array<keyof ThemeColors>;

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

/** A mode's colours as the declarations of `variableTheme`'s variables, and its color-scheme. */
export const modeDeclarations = (mode: ThemeMode) =>
  [
    `color-scheme: ${mode};`,
    ...ROLES.map((role) => `${variableOf(role)}: ${themes[mode].color[role]};`),
  ].join('\n');

/**
 * `theme` with its colours as values, for what cannot read CSS variables (three.js, a canvas):
 * the mode's palette when it is `variableTheme`, an app's own theme as it is.
 */
export const concreteTheme = (theme: Theme, mode: ThemeMode): Theme =>
  theme === variableTheme ? themes[mode] : theme;
