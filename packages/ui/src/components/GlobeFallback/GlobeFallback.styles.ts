import { styled } from 'styled-components';

/** The default outer size of the globe and of its fallback drawing. */
export const GLOBE_DEFAULT_SIZE = 'min(90vw, 28rem)';

/** A CSS length: numbers are pixels. */
export type GlobeSize = number | string;

const cssSize = (size: GlobeSize) => (typeof size === 'number' ? `${size}px` : size);

/**
 * The square box shared by the 3D globe and its static drawing, so that swapping one for the
 * other never shifts the layout.
 */
export const GlobeFrame = styled.div<{ $size: GlobeSize }>`
  position: relative;
  display: block;
  width: ${({ $size }) => cssSize($size)};
  max-width: 100%;
  aspect-ratio: 1;
  flex-shrink: 0;
  overflow: hidden;
`;

export const Drawing = styled.svg`
  position: absolute;
  inset: 0;
  display: block;
  width: 100%;
  height: 100%;
  color: ${({ theme }) => theme.color.accent};
`;

export const Sphere = styled.circle`
  fill: color-mix(in srgb, currentColor 7%, transparent);
  stroke: currentColor;
  stroke-opacity: 0.55;
  stroke-width: 1;
`;

export const Graticule = styled.g`
  fill: none;
  stroke: currentColor;
  stroke-opacity: ${({ theme }) => (theme.mode === 'dark' ? 0.22 : 0.3)};
  stroke-width: 0.75;
`;

export const Dots = styled.g`
  fill: ${({ theme }) => theme.color.gold};
`;
