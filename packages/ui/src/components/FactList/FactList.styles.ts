import { styled } from 'styled-components';

export const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  > div {
    display: grid;
    grid-template-columns: minmax(7rem, 12rem) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};

    @media (max-width: ${({ theme }) => theme.breakpoint.phone}) {
      grid-template-columns: minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.xxs};
    }
  }

  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  dd {
    margin: 0;
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;
