'use client';

import { styled, css } from 'styled-components';
import { onHover } from '../../theme/hover';
import { notPrinted } from '../../theme/print';
import { Link } from '../Link';

/** The look of a link that leads somewhere important: a pill in the accent colour. */
export const pillLink = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  justify-self: start;

  ${onHover(css`
    filter: brightness(1.08);
  `)}
`;

/** An internal link that looks like a button: the main way forward from a page (not on paper). */
export const ButtonLink = styled(Link)`
  ${pillLink}
  ${notPrinted}
`;
