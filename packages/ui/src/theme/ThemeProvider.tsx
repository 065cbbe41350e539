'use client';

import {
  createContext,
  useContext,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ThemeProvider as StyledThemeProvider, useTheme } from 'styled-components';
import type { Theme, ThemeMode } from './themes';
import { concreteTheme, modeDeclarations, variableTheme } from './themeVariables';

/**
 * The mode, for the few components that need its colours as values. A store the provider keeps,
 * not the mode itself: a new mode re-renders only the components reading it, and a part of a
 * server-rendered page that React has yet to hydrate is not hydrated at once for it, as a changed
 * context value would make it.
 */
interface ModeStore {
  get: () => ThemeMode;
  subscribe: (onChange: () => void) => () => void;
}

function modeStore(initial: ThemeMode): ModeStore & { set: (mode: ThemeMode) => void } {
  let mode = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => mode,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
    set(next) {
      if (next === mode) return;
      mode = next;
      listeners.forEach((notify) => notify());
    },
  };
}

const ModeContext = createContext<ModeStore>(modeStore('dark'));

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
  const [store] = useState(() => modeStore(mode));
  useLayoutEffect(() => store.set(mode), [store, mode]);
  return (
    <ModeContext.Provider value={store}>
      <StyledThemeProvider theme={variableTheme}>
        <ModeVariables mode={mode} />
        {children}
      </StyledThemeProvider>
    </ModeContext.Provider>
  );
}

/** The theme with its colours as values, for three.js and canvases (see `concreteTheme`). */
export function useConcreteTheme(): Theme {
  const { get, subscribe } = useContext(ModeContext);
  return concreteTheme(useTheme(), useSyncExternalStore(subscribe, get, get));
}
