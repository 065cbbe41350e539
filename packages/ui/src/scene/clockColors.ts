import type { DefaultTheme } from 'styled-components';

/** The clock's parts that take their own colour. */
export type ClockPart = 'digits' | 'colons' | 'seconds';

/** CSS colours of the clock's parts, and the background their depth fades toward. */
export type ClockColors = Record<ClockPart | 'background', string>;

/**
 * The clock's colours in a theme: `color.clockDigits` (hours and minutes), `clockColons`,
 * `clockSeconds` and the page's `background`. `ClockFallback` reads them in its styles; the 3D
 * clock gets them as props, on the page or in a worker.
 */
export function clockColors({ color }: DefaultTheme): ClockColors {
  return {
    digits: color.clockDigits,
    colons: color.clockColons,
    seconds: color.clockSeconds,
    background: color.background,
  };
}
