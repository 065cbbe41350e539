import { styled } from 'styled-components';
import { notPrinted } from '../../theme/print';
import { pillLink } from '../ButtonLink/ButtonLink';

/** Fixed over the page's corner: it comes and goes without moving anything on the page. */
export const Note = styled.aside`
  ${notPrinted}
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.notice};
  inset-block-end: ${({ theme }) => theme.space.md};
  inset-inline: ${({ theme }) => theme.space.md};
  max-width: 24rem;
  margin-inline-start: auto;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 0.5rem 2rem rgb(0 0 0 / 35%);

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  button {
    min-height: 2.75rem;
    font: inherit;
    cursor: pointer;
  }

  button:first-child {
    ${pillLink}
    border: 0;
  }

  button:last-child {
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: transparent;
    color: ${({ theme }) => theme.color.text};
  }
`;
