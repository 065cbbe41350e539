import { styled } from 'styled-components';

export const Article = styled.article`
  max-width: 46rem;

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

export const Effective = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Contents = styled.nav`
  margin: ${({ theme }) => theme.space.lg} 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.md};
  }

  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }

  li {
    padding: ${({ theme }) => theme.space.xxs} 0;
  }
`;

export const Section = styled.section`
  /* Clear the fixed navbar when a contents link jumps here. */
  scroll-margin-top: calc(
    ${({ theme }) => theme.layout.navbarHeight} + ${({ theme }) => theme.space.md}
  );

  h2 {
    margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
    scroll-margin-top: calc(
      ${({ theme }) => theme.layout.navbarHeight} + ${({ theme }) => theme.space.md}
    );
  }
`;
