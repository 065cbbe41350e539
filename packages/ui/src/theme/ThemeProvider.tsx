'use client';

import { createContext, useContext, type ReactNode } from 'react';
import {
  createGlobalStyle,
  ThemeProvider as StyledThemeProvider,
  useTheme,
} from 'styled-components';
import type { Theme, ThemeMode } from './themes';
import { concreteTheme, modeDeclarations, variableTheme } from './themeVariables';

const ModeContext = createContext<ThemeMode>('dark');

const ModeVariables = createGlobalStyle<{ $mode: ThemeMode }>`
  :root {
    ${({ $mode }) => modeDeclarations($mode)}
  }
`;

export interface ThemeProviderProps {
  mode: ThemeMode;
  /**
   * Whether it writes the mode's colour variables itself (the default). A page that renders
   * `ThemeVariables` elsewhere passes false: one whose prerendered HTML already holds them can
   * write them after the rest has hydrated.
   */
  writesVariables?: boolean;
  children: ReactNode;
}

/** The mode's colours as CSS variables on the page's root (see `ThemeProvider`). */
export function ThemeVariables({ mode }: { mode: ThemeMode }) {
  return <ModeVariables $mode={mode} />;
}

/**
 * Supplies the dark or light theme to every component below it. The colours are CSS variables
 * set on the page's root, so a change of mode restyles the page without re-rendering it.
 */
export function ThemeProvider({ mode, writesVariables = true, children }: ThemeProviderProps) {
  return (
    <ModeContext.Provider value={mode}>
      <StyledThemeProvider theme={variableTheme}>
        {writesVariables && <ThemeVariables mode={mode} />}
        {children}
      </StyledThemeProvider>
    </ModeContext.Provider>
  );
}

/** The theme with its colours as values, for three.js and canvases (see `concreteTheme`). */
export function useConcreteTheme(): Theme {
  return concreteTheme(useTheme(), useContext(ModeContext));
}
