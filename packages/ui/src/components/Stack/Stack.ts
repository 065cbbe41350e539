'use client';

import { styled } from 'styled-components';

/** Page sections one under the other, evenly spaced. */
export const Stack = styled.div<{ $gap?: 'md' | 'lg' | 'xl' }>`
  display: grid;
  gap: ${({ theme, $gap = 'xl' }) => theme.space[$gap]};
  align-items: start;
  justify-items: stretch;
`;
