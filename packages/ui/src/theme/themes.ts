import { sharedColors, type SharedColors } from './sharedColors';
import { tokens, type Tokens } from './tokens';

export type ThemeMode = 'dark' | 'light';

export interface ThemeColors extends SharedColors {
  background: string;
  surface: string;
  surfaceRaised: string;
  text: string;
  textMuted: string;
  border: string;
  accent: string;
  accentText: string;
  gold: string;
  link: string;
  focus: string;
  navbar: string;
  /** The clock's hours and minutes (`ClockFallback`, `Clock3D`). */
  clockDigits: string;
  /** The clock's colons. */
  clockColons: string;
  /** The clock's seconds. */
  clockSeconds: string;
  /** The lines of latitude and longitude on the globe's drawing (`GlobeFallback`). */
  graticule: string;
}

/** What components are styled with: the tokens and the colour roles. */
export interface Theme extends Tokens {
  color: ThemeColors;
}

/** A mode's theme, its colours as values. */
export interface ThemePalette extends Theme {
  mode: ThemeMode;
}

// Contrast of text on background and surface is at least 4.5:1 in both themes (WCAG AA).
export const darkTheme: ThemePalette = {
  ...tokens,
  mode: 'dark',
  color: {
    background: '#0b1020',
    surface: '#141b2f',
    surfaceRaised: '#1d2640',
    text: '#eef1f8',
    textMuted: '#b4bdd3',
    border: '#2e3a5c',
    accent: '#f5c542',
    accentText: '#1a1400',
    gold: '#f5c542',
    link: '#f5c542',
    focus: '#9ec5ff',
    navbar: 'rgba(11, 16, 32, 0.92)',
    clockDigits: '#eef1f8',
    clockColons: '#f5c542',
    clockSeconds: '#f5c542',
    graticule: 'rgba(245, 197, 66, 0.22)',
    ...sharedColors,
  },
};

export const lightTheme: ThemePalette = {
  ...tokens,
  mode: 'light',
  color: {
    background: '#f7f8fc',
    surface: '#ffffff',
    surfaceRaised: '#eef1f8',
    text: '#141b2f',
    textMuted: '#4a5470',
    border: '#d3d9e8',
    accent: '#8a5a00',
    accentText: '#ffffff',
    gold: '#9a6f0c',
    link: '#8a5a00',
    focus: '#0b57d0',
    navbar: 'rgba(247, 248, 252, 0.92)',
    clockDigits: '#141b2f',
    clockColons: '#8a5a00',
    clockSeconds: '#9a6f0c',
    graticule: 'rgba(138, 90, 0, 0.3)',
    ...sharedColors,
  },
};

export const themes: Record<ThemeMode, ThemePalette> = { dark: darkTheme, light: lightTheme };

declare module 'styled-components' {
  // Every styled component sees the typed theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
