import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { ThemeMode } from '@portfolio/ui';
import { storage } from './storage';

export const THEME_STORAGE_KEY = 'theme';
const DEFAULT_MODE: ThemeMode = 'dark';
const listeners = new Set<() => void>();

function storedMode(): ThemeMode {
  return storage.get(THEME_STORAGE_KEY) === 'light' ? 'light' : DEFAULT_MODE;
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/**
 * Dark by default; the visitor's choice is remembered and mirrored on `<html data-theme>`.
 * Prerendered pages are dark, and hydrate dark before a remembered light theme applies.
 */
export function useThemeMode() {
  const mode = useSyncExternalStore(subscribe, storedMode, () => DEFAULT_MODE);

  useEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);

  const toggle = useCallback(() => {
    storage.set(THEME_STORAGE_KEY, storedMode() === 'dark' ? 'light' : 'dark');
    listeners.forEach((notify) => notify());
  }, []);
  return { mode, toggle };
}
