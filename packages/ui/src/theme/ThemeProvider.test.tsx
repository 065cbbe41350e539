import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from './themes';
import { ThemeProvider, useConcreteTheme } from './ThemeProvider';

function Accent() {
  return <p>{useConcreteTheme().color.accent}</p>;
}

describe('ThemeProvider', () => {
  it('gives the mode’s colours as values, following a change of mode', () => {
    const { rerender } = render(
      <ThemeProvider mode="dark">
        <Accent />
      </ThemeProvider>,
    );
    expect(screen.getByText(darkTheme.color.accent)).toBeDefined();
    rerender(
      <ThemeProvider mode="light">
        <Accent />
      </ThemeProvider>,
    );
    expect(screen.getByText(lightTheme.color.accent)).toBeDefined();
  });
});
