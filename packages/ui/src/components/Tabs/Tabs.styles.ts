import { styled } from 'styled-components';
import { notPrinted } from '../../theme/print';

export const Root = styled.div`
  /* In a grid or flex layout, no wider than it is given: the tabs' row scrolls instead. */
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg} 0`};
  @media (max-width: ${({ theme }) => theme.breakpoint.phone}) {
    padding-inline: ${({ theme }) => theme.space.md};
  }
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

/**
 * One row, whatever the width and the language: where the tabs do not fit (a phone, Burmese), the
 * row scrolls sideways, its scroll bar hidden; the tab cut at the edge says there is more, and a
 * focused tab scrolls into view.
 */
export const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  &::-webkit-scrollbar {
    display: none;
  }
  ${notPrinted}
`;

export const Tab = styled.button`
  flex: none;
  white-space: nowrap;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;

  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.text};
  }
`;

/** On paper every panel is shown, under its tab's name. */
export const Panel = styled.div`
  padding: ${({ theme }) => theme.space.lg} 0;

  @media print {
    &[hidden] {
      display: block;
    }
  }
`;

export const PrintedTitle = styled.h2`
  display: none;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.lg};

  @media print {
    display: block;
  }
`;
