import { styled } from 'styled-components';

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
  stroke: ${({ theme }) => theme.color.graticule};
  stroke-width: 0.75;
`;

export const Dots = styled.g`
  fill: ${({ theme }) => theme.color.gold};
`;
