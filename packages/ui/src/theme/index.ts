export { tokens, type Tokens } from './tokens';
export {
  darkTheme,
  lightTheme,
  themes,
  type Theme,
  type ThemeMode,
  type ThemeColors,
} from './themes';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { GlobalStyle } from './GlobalStyle';
