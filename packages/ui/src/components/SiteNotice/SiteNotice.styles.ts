import { styled } from 'styled-components';
import { notPrinted } from '../../theme/print';
import { pillLink } from '../ButtonLink/ButtonLink';

/** Fixed over the window's start corner (a language offer takes the end corner). */
export const Notice = styled.aside`
  ${notPrinted}
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.notice};
  inset-block-end: ${({ theme }) => theme.space.md};
  inset-inline-start: ${({ theme }) => theme.space.md};
  max-width: min(24rem, calc(100vw - 2 * ${({ theme }) => theme.space.md}));
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 0.5rem 2rem rgb(0 0 0 / 35%);

  p {
    flex: 1 1 12rem;
    margin: 0;
  }

  button {
    ${pillLink}
    min-height: 2.75rem;
    border: 0;
    font: inherit;
    cursor: pointer;
  }
`;
