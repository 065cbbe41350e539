import { gridList } from '../../theme/gridList';
import { styled } from 'styled-components';

export const SlotList = styled.ol`
  ${gridList('9rem')}

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
