import { styled } from 'styled-components';

export const Sky = styled.svg`
  position: absolute;
  inset: 0;
  z-index: 0;
  width: 100%;
  height: 100%;

  &:not([data-time-of-day='night']) [data-scene='night'],
  &[data-time-of-day='night'] [data-scene='day'] {
    display: none;
  }
`;
