import { styled, css, type DefaultTheme } from 'styled-components';
import { CLOCK_ASPECT } from '../../theme/proportions';

/** The default outer width of the clock and of its fallback drawing. */
export const CLOCK_DEFAULT_SIZE = 'min(90vw, 32rem)';

/** A CSS width: numbers are pixels. */
export type ClockSize = number | string;

const cssSize = (size: ClockSize) => (typeof size === 'number' ? `${size}px` : size);

/**
 * The colours of the clock's parts in a theme: hours and minutes, the colons, the seconds; and
 * the background, which the 3D digits' sides fade toward.
 */
export function clockColors(theme: DefaultTheme) {
  const { text, accent, gold, background } = theme.color;
  return { digits: text, colons: accent, seconds: gold, background };
}

/**
 * The wide box shared by the 3D clock and its drawing, so that swapping one for the other never
 * shifts the layout.
 */
export const ClockFrame = styled.div<{ $size: ClockSize }>`
  position: relative;
  display: block;
  width: ${({ $size }) => cssSize($size)};
  max-width: 100%;
  aspect-ratio: ${CLOCK_ASPECT};
  flex-shrink: 0;
  overflow: hidden;
`;

/** The drawing, leaning back and turned a little, as the 3D clock is. */
export const Face = styled.svg`
  position: absolute;
  inset: 0;
  display: block;
  width: 100%;
  height: 100%;
  transform: perspective(40em) rotateX(15deg) rotateY(-9deg);
`;

/**
 * A part's fill: its colour, mixed toward the background by `--clock-fade` (set on the depth
 * copy, 0 elsewhere) where `color-mix` works.
 */
const fill = (part: 'digits' | 'colons' | 'seconds') => css`
  fill: ${({ theme }) => clockColors(theme)[part]};
  @supports (fill: color-mix(in srgb, red 50%, blue)) {
    fill: color-mix(
      in srgb,
      ${({ theme }) => clockColors(theme)[part]} calc(100% - var(--clock-fade, 0%)),
      ${({ theme }) => theme.color.background}
    );
  }
`;

export const Digits = styled.text`
  ${fill('digits')}
  font-family: ${({ theme }) => theme.font.body};
  font-size: 58px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  text-anchor: middle;
  dominant-baseline: central;
`;

export const Colon = styled.tspan`
  ${fill('colons')}
`;

export const Seconds = styled.tspan`
  ${fill('seconds')}
`;

/** A copy of the digits a little lower, faded toward the background: their depth. */
export const Depth = styled.use`
  --clock-fade: 45%;
`;
