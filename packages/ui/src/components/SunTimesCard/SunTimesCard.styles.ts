import { styled } from 'styled-components';

export const Card = styled.section`
  max-width: 40rem;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const Place = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};

  svg {
    color: ${({ theme }) => theme.color.accent};
  }
`;

export const Zone = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Times = styled.dl`
  display: grid;
  margin: 0;

  > div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.xs} 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    white-space: nowrap;
  }
`;
