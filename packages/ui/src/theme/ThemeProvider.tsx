'use client';

import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { themes, type ThemeMode } from './themes';

export interface ThemeProviderProps {
  mode: ThemeMode;
  children: ReactNode;
}

/** Supplies the dark or light theme to every component below it. */
export function ThemeProvider({ mode, children }: ThemeProviderProps) {
  return <StyledThemeProvider theme={themes[mode]}>{children}</StyledThemeProvider>;
}
