import { styled, css } from 'styled-components';
import { onHover } from '../../theme/hover';
import { Link } from '../Link';

export const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
`;

const roundLink = css`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.accent};

  ${onHover(css`
    background: ${({ theme }) => theme.color.surfaceRaised};
  `)}
`;

export const ExternalLink = styled.a`
  ${roundLink}
`;

export const InternalLink = styled(Link)`
  ${roundLink}
`;
