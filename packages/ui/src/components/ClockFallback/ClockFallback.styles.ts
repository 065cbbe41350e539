import { styled, css } from 'styled-components';
import { clockColors, type ClockPart } from '../../scene/clockColors';

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
const fill = (part: ClockPart) => css`
  fill: ${({ theme }) => clockColors(theme)[part]};
  @supports (fill: color-mix(in srgb, red 50%, blue)) {
    fill: color-mix(
      in srgb,
      ${({ theme }) => clockColors(theme)[part]} calc(100% - var(--clock-fade, 0%)),
      ${({ theme }) => clockColors(theme).background}
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
