import { useCallback, useEffect, useState } from 'react';
import type { ThemeMode } from '@portfolio/ui';
import { storage } from './storage';

export const THEME_STORAGE_KEY = 'theme';

function initialMode(): ThemeMode {
  return storage.get(THEME_STORAGE_KEY) === 'light' ? 'light' : 'dark';
}

/** Dark by default; the visitor's choice is remembered and mirrored on `<html data-theme>`. */
export function useThemeMode() {
  const [mode, setMode] = useState<ThemeMode>(initialMode);

  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    storage.set(THEME_STORAGE_KEY, mode);
  }, [mode]);

  const toggle = useCallback(
    () => setMode((current) => (current === 'dark' ? 'light' : 'dark')),
    [],
  );
  return { mode, toggle };
}
