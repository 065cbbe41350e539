import { css } from 'styled-components';
import type { Theme } from './themes';

/**
 * A list laid out as a grid of columns at least `minWidth` wide, without bullets or indent.
 * `auto-fit` lets a few items stretch across the row; `auto-fill` keeps every column its size.
 */
export const gridList = (
  minWidth: string,
  gap: keyof Theme['space'] = 'md',
  tracks: 'auto-fill' | 'auto-fit' = 'auto-fill',
) => css`
  display: grid;
  grid-template-columns: repeat(${tracks}, minmax(min(100%, ${minWidth}), 1fr));
  gap: ${({ theme }) => theme.space[gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
