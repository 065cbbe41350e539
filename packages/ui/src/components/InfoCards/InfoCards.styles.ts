import { gridList } from '../../theme/gridList';
import { styled } from 'styled-components';

export const Cards = styled.ul`
  ${gridList('15rem', 'md', 'auto-fit')}
`;

export const Card = styled.li`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};

  svg {
    color: ${({ theme }) => theme.color.accent};
  }

  h2 {
    margin: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
