import { styled, css } from 'styled-components';

export type LoadingSize = 'block' | 'line';

export const Busy = styled.p<{ $size: LoadingSize }>`
  color: ${({ theme }) => theme.color.textMuted};
  ${({ $size, theme }) =>
    $size === 'block'
      ? css`
          margin: ${theme.space.xl} 0;
          font-size: ${theme.font.size.xl};
          text-align: center;
        `
      : css`
          margin: 1em 0;
        `}
`;
