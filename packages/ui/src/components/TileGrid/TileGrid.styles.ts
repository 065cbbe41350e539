import styled, { css } from 'styled-components';
import { tile } from './tile';

export const Grid = styled.ul<{ $density: 'comfortable' | 'compact' }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $density, theme }) =>
    $density === 'compact' &&
    css`
      grid-template-columns: repeat(auto-fill, minmax(3.5rem, 1fr));
      gap: ${theme.space.xs};

      li > button {
        min-height: 3.5rem;
        font-size: ${theme.font.size.lg};
      }
    `}
`;

export const Tile = styled.button`
  ${tile}
`;
