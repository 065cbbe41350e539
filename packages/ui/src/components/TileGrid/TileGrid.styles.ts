import { gridList } from '../../theme/gridList';
import { styled, css } from 'styled-components';
import { tile } from './tile';

export const Grid = styled.ul<{ $density: 'comfortable' | 'compact' }>`
  ${gridList('8rem')}

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
