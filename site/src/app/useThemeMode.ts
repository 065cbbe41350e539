import { useEffect } from 'react';
import type { ThemeMode } from '@portfolio/ui';
import { STORAGE_KEYS, storage } from '../browser/storage';
import { valueStore } from '../browser/valueStore';
import { applyThemeColor } from '../seo/themeColor';

/**
 * The visit's mode: the saved one, then the visitor's; kept here, so it holds where storage
 * fails. Prerendered pages are dark and hydrate dark (the store's initial value); a saved light
 * mode is on the page before then, through the variables the page's head selects.
 */
const theme = valueStore<ThemeMode>('dark');
theme.set(storage.get(STORAGE_KEYS.theme) === 'light' ? 'light' : 'dark');

/**
 * On `<html data-theme>`, which selects the mode's colours from the page's first paint (a
 * prerendered page's head sets the saved one, see `boot/savedTheme`), and in the browser's colour.
 */
function show() {
  document.documentElement.dataset.theme = theme.get();
  applyThemeColor(theme.get());
}

/** Switches to the other mode, for the visit and, where storage allows, for the next. */
export function toggleThemeMode() {
  theme.set(theme.get() === 'dark' ? 'light' : 'dark');
  storage.set(STORAGE_KEYS.theme, theme.get());
  show();
}

/** The theme's mode, dark by default. */
export const useThemeMode = (): ThemeMode => theme.use();

/** Shows the visit's mode once the app runs: a page without the saved-theme script gets it then. */
export function useShownThemeMode() {
  useEffect(show, []);
}
