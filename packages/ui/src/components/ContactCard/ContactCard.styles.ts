import { styled } from 'styled-components';

export const Card = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 36rem;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  list-style: none;
`;

export const Method = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  column-gap: ${({ theme }) => theme.space.sm};

  svg {
    grid-row: span 2;
    color: ${({ theme }) => theme.color.accent};
  }

  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  a {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
