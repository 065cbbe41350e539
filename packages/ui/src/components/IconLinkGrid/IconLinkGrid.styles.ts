import { gridList } from '../../theme/gridList';
import { styled } from 'styled-components';
import { Link } from '../Link';
import { tile } from '../TileGrid/tile';

export const Grid = styled.ul`
  ${gridList('9rem')}
`;

export const IconLink = styled(Link)`
  ${tile}
  min-height: 8rem;
  text-decoration: none;
`;
