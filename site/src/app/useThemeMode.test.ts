import { act, renderHook } from '@testing-library/react';
import { darkTheme, lightTheme } from '@portfolio/ui';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const themeColor = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content;
const shown = () => ({ theme: document.documentElement.dataset.theme, color: themeColor() });

/** A fresh copy of the module: its mode is read from storage when it is first imported. */
async function themeMode() {
  const module = await import('./useThemeMode');
  const { result } = renderHook(() => {
    module.useShownThemeMode();
    return module.useThemeMode();
  });
  return { result, toggle: () => act(module.toggleThemeMode) };
}

beforeEach(() => vi.resetModules());
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

it('shows a remembered light theme, follows the toggle and remembers it', async () => {
  localStorage.setItem('theme', 'light');
  const { result, toggle } = await themeMode();
  expect(result.current).toBe('light');
  expect(shown()).toEqual({ theme: 'light', color: lightTheme.color.background });
  toggle();
  expect(result.current).toBe('dark');
  expect(shown()).toEqual({ theme: 'dark', color: darkTheme.color.background });
  expect(localStorage.getItem('theme')).toBe('dark');
});

it('still toggles for the visit where storage can be neither read nor written', async () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  const { result, toggle } = await themeMode();
  expect(result.current).toBe('dark');
  toggle();
  expect(result.current).toBe('light');
  expect(shown().theme).toBe('light');
  toggle();
  expect(result.current).toBe('dark');
});
