import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { ClockFallback } from '../components/ClockFallback';
import { MoonPhase } from '../components/MoonPhase';
import { toastToneClass, ToastToneStyles } from '../components/ToastMessage';
import { useClockScene } from '../three/Clock3D/useClockScene';
import { darkTheme, type ThemeColors } from './themes';

// An app's theme changes the colour roles of the toasts, the moon and the clock: what draws them
// follows. The site's own colours are held by the visual tests.

const appColors: Partial<ThemeColors> = {
  toastPink: '#010203',
  toastPinkText: '#040506',
  moonShadow: '#010203',
  moonRim: '#040506',
  moonLit: '#070809',
  clockDigits: '#010203',
  clockColons: '#040506',
  clockSeconds: '#070809',
  background: '#0a0b0c',
};

function AppTheme({ children }: { children: ReactNode }) {
  const theme = { ...darkTheme, color: { ...darkTheme.color, ...appColors } };
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** An element's computed `fill` as `rgb(…)`: jsdom gives a `color-mix()` as `color(srgb …)`. */
function fillOf(element: Element | null) {
  const fill = element ? getComputedStyle(element).fill : '';
  return fill.replace(/^color\(srgb (\S+) (\S+) (\S+)\)$/, (...channels: string[]) => {
    const [r, g, b] = channels.slice(1, 4).map((channel) => Math.round(Number(channel) * 255));
    return `rgb(${r}, ${g}, ${b})`;
  });
}

describe("an app's theme recolours", () => {
  it('the toast tones', () => {
    const sheet = new ServerStyleSheet();
    renderToString(
      sheet.collectStyles(
        <AppTheme>
          <ToastToneStyles />
        </AppTheme>,
      ),
    );
    const css = sheet.getStyleTags();
    sheet.seal();
    expect(css).toContain(
      `.Toastify__toast.${toastToneClass('pink')}{background:#010203;color:#040506;}`,
    );
  });

  it('the moon', () => {
    const { container } = render(<MoonPhase day={10} />, { wrapper: AppTheme });
    const disc = container.querySelector('circle');
    expect([fillOf(disc), disc && getComputedStyle(disc).stroke]).toEqual([
      'rgb(1, 2, 3)',
      'rgb(4, 5, 6)',
    ]);
    expect(fillOf(container.querySelector('path'))).toBe('rgb(7, 8, 9)');
  });

  it("the clock's drawing", () => {
    const time = new Date(2026, 10, 21, 10, 42, 7);
    const { container } = render(<ClockFallback time={time} label="10:42:07" />, {
      wrapper: AppTheme,
    });
    const parts = ['[data-part="hours"]', 'tspan:not([data-part])', '[data-part="seconds"]'];
    expect(parts.map((part) => fillOf(container.querySelector(part)))).toEqual([
      'rgb(1, 2, 3)',
      'rgb(4, 5, 6)',
      'rgb(7, 8, 9)',
    ]);
  });

  it('the 3D clock', () => {
    const time = new Date(2026, 10, 21, 10, 42, 7);
    const { result } = renderHook(() => useClockScene(time, true), { wrapper: AppTheme });
    expect(result.current.scene.colors).toEqual({
      digits: '#010203',
      colons: '#040506',
      seconds: '#070809',
      background: '#0a0b0c',
    });
  });
});
