import { styled } from 'styled-components';

export const Section = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const Cards = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: ${({ theme }) => theme.breakpoint.phone}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  strong {
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  &[aria-current='date'] {
    border: 2px solid ${({ theme }) => theme.color.gold};
    background: ${({ theme }) => theme.color.surfaceRaised};

    strong {
      color: ${({ theme }) => theme.color.accent};
    }
  }
`;
