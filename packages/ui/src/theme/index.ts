export { tokens, type Tokens } from './tokens';
export {
  darkTheme,
  lightTheme,
  themes,
  type Theme,
  type ThemeMode,
  type ThemePalette,
  type ThemeColors,
} from './themes';
export { ThemeProvider, useConcreteTheme, type ThemeProviderProps } from './ThemeProvider';
export { displayIn, modeDeclarations } from './themeVariables';
export { GlobalStyle } from './GlobalStyle';
