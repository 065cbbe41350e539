import { styled } from 'styled-components';

/** The whole disc, in shadow, with its rim. */
export const Disc = styled.circle`
  fill: ${({ theme }) => theme.color.moonShadow};
  stroke: ${({ theme }) => theme.color.moonRim};
  stroke-width: 1;
`;

/** The lit part of the disc. */
export const Lit = styled.path`
  fill: ${({ theme }) => theme.color.moonLit};
`;
