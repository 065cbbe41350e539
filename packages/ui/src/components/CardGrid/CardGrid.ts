'use client';

import { gridList } from '../../theme/gridList';
import { styled } from 'styled-components';

/** A responsive list of cards. */
export const CardGrid = styled.ul`
  ${gridList('18rem', 'lg')}
`;
