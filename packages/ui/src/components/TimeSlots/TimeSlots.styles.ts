import { gridList } from '../../theme/gridList';
import { styled } from 'styled-components';

/** Three rows of three, or on a wide screen the nine in one row: never a row of seven and two. */
export const SlotList = styled.ol`
  ${gridList('0')}
  grid-template-columns: repeat(3, minmax(0, 1fr));

  @media (min-width: ${({ theme }) => theme.breakpoint.desktop}) {
    grid-template-columns: repeat(9, minmax(0, 1fr));
  }

  /* Each slot holds both halves of the day; the list's data-half shows one (morning unset). */
  &:not([data-half='pm']) [data-half-of='pm'],
  &[data-half='pm'] [data-half-of='am'] {
    display: none;
  }
`;

export const Slot = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  svg {
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  span {
    color: ${({ theme }) => theme.color.textMuted};
  }

  &[aria-current='time'] {
    border: 3px solid ${({ theme }) => theme.color.gold};
    background: ${({ theme }) => theme.color.surfaceRaised};

    strong {
      color: ${({ theme }) => theme.color.accent};
    }
  }
`;
