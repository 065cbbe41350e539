'use client';

import { styled } from 'styled-components';
import { notPrinted } from '../theme/print';

const cssLength = (length: number | string) =>
  typeof length === 'number' ? `${length}px` : length;

/**
 * The box shared by a 3D scene and its drawing, so that swapping one for the other never shifts
 * the layout: `$width` wide (numbers are pixels), `$aspect` its width over its height, centred in
 * the width it is given.
 */
export const SceneFrame = styled.div<{ $width: number | string; $aspect: number }>`
  position: relative;
  display: block;
  margin-inline: auto;
  width: ${({ $width }) => cssLength($width)};
  max-width: 100%;
  aspect-ratio: ${({ $aspect }) => $aspect};
  flex-shrink: 0;
  overflow: hidden;
  ${notPrinted}
`;
