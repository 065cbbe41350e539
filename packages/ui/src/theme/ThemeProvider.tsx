'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider, useTheme } from 'styled-components';
import type { Theme, ThemeMode } from './themes';
import { concreteTheme, modeDeclarations, variableTheme } from './themeVariables';

const ModeContext = createContext<ThemeMode>('dark');

/**
 * The mode's colours as CSS variables on the page's root. A plain style element, not a global
 * style: hydrating a server-rendered one compiles nothing, and a switch of mode replaces its text.
 */
function ModeVariables({ mode }: { mode: ThemeMode }) {
  return <style>{`:root {\n${modeDeclarations(mode)}\n}`}</style>;
}

export interface ThemeProviderProps {
  mode: ThemeMode;
  children: ReactNode;
}

/**
 * Supplies the dark or light theme to every component below it. The colours are CSS variables
 * set on the page's root, so a change of mode restyles the page without re-rendering it.
 */
export function ThemeProvider({ mode, children }: ThemeProviderProps) {
  return (
    <ModeContext.Provider value={mode}>
      <StyledThemeProvider theme={variableTheme}>
        <ModeVariables mode={mode} />
        {children}
      </StyledThemeProvider>
    </ModeContext.Provider>
  );
}

/** The theme with its colours as values, for three.js and canvases (see `concreteTheme`). */
export function useConcreteTheme(): Theme {
  return concreteTheme(useTheme(), useContext(ModeContext));
}
