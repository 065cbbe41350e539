import styled from 'styled-components';
import { Link } from '../Link';
import { tile } from '../TileGrid/tile';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const IconLink = styled(Link)`
  ${tile}
  min-height: 8rem;
  text-decoration: none;
`;
