import { useEffect, useSyncExternalStore } from 'react';
import type { ThemeMode } from '@portfolio/ui';
import { STORAGE_KEYS, storage } from '../browser/storage';
import { applyThemeColor } from '../seo/themeColor';

const DEFAULT_MODE: ThemeMode = 'dark';
const listeners = new Set<() => void>();
/** The visit's mode: the saved one, then the visitor's; kept here, so it holds where storage fails. */
let mode: ThemeMode = storage.get(STORAGE_KEYS.theme) === 'light' ? 'light' : DEFAULT_MODE;

/**
 * On `<html data-theme>`, which selects the mode's colours from the page's first paint (a
 * prerendered page's head sets the saved one, see `boot/savedTheme`), and in the browser's colour.
 */
function show() {
  document.documentElement.dataset.theme = mode;
  applyThemeColor(mode);
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Switches to the other mode, for the visit and, where storage allows, for the next. */
export function toggleThemeMode() {
  mode = mode === 'dark' ? 'light' : 'dark';
  storage.set(STORAGE_KEYS.theme, mode);
  show();
  listeners.forEach((notify) => notify());
}

/**
 * The theme's mode, dark by default. Prerendered pages are dark and hydrate dark; a saved light
 * mode is on the page before then, through the variables the page's head selects.
 */
export const useThemeMode = (): ThemeMode =>
  useSyncExternalStore(
    subscribe,
    () => mode,
    () => DEFAULT_MODE,
  );

/** Shows the visit's mode once the app runs: a page without the saved-theme script gets it then. */
export function useShownThemeMode() {
  useEffect(show, []);
}
