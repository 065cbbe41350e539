import { act, renderHook } from '@testing-library/react';
import { darkTheme, lightTheme } from '@portfolio/ui';
import { afterEach, expect, it } from 'vitest';
import { useMirroredThemeMode, useThemeMode } from './useThemeMode';

const themeColor = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content;

afterEach(() => localStorage.clear());

it('sets the theme colour to a remembered light theme, and follows the toggle', () => {
  localStorage.setItem('theme', 'light');
  const { result } = renderHook(() => {
    const theme = useThemeMode();
    useMirroredThemeMode(theme.mode);
    return theme;
  });
  expect(themeColor()).toBe(lightTheme.color.background);
  act(() => result.current.toggle());
  expect(themeColor()).toBe(darkTheme.color.background);
});
