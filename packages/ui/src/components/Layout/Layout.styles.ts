import { styled } from 'styled-components';
import { notPrinted } from '../../theme/print';

export const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

export const SkipLink = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space.xs};
  left: ${({ theme }) => theme.space.xs};
  z-index: ${({ theme }) => theme.zIndex.skipLink};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
  ${notPrinted}
`;

export const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `calc(${theme.layout.navbarHeight} + ${theme.space.lg}) ${theme.space.md} 0`};

  &:focus {
    outline: none;
  }

  @media print {
    padding: 0;
  }
`;
