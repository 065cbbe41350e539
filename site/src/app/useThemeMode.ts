import { useEffect, useSyncExternalStore } from 'react';
import type { ThemeMode } from '@portfolio/ui';
import { STORAGE_KEYS, storage } from '../browser/storage';
import { applyThemeColor } from '../seo/themeColor';

const DEFAULT_MODE: ThemeMode = 'dark';
const listeners = new Set<() => void>();

function storedMode(): ThemeMode {
  return storage.get(STORAGE_KEYS.theme) === 'light' ? 'light' : DEFAULT_MODE;
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

function toggle() {
  storage.set(STORAGE_KEYS.theme, storedMode() === 'dark' ? 'light' : 'dark');
  listeners.forEach((notify) => notify());
}

/**
 * The theme's mode, dark by default, and its toggle; the visitor's choice is remembered.
 * Prerendered pages are dark, and hydrate dark before a remembered light theme applies.
 */
export function useThemeMode() {
  const mode = useSyncExternalStore(subscribe, storedMode, () => DEFAULT_MODE);
  return { mode, toggle };
}

/** Mirrors the mode on `<html data-theme>` and in the browser's theme colour. */
export function useMirroredThemeMode(mode: ThemeMode) {
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    applyThemeColor(mode);
  }, [mode]);
}
