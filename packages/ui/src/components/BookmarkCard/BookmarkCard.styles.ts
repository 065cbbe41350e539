import { styled } from 'styled-components';

export const Card = styled.figure`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};

  > svg {
    color: ${({ theme }) => theme.color.accent};
  }
`;

export const Quote = styled.blockquote`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};

  p {
    margin: 0;
  }

  /* Between paragraphs only: a one-paragraph quote is as tall as a line of plain text. */
  p + p {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

/**
 * The quote's colour as a ring and a tint, its icon in the theme's text colour: readable whatever
 * colour the owner picks, in either mode (a yellow icon on the light card was not; at a 35% tint
 * the icon keeps at least 4.5:1 from white to black badges).
 */
export const Badge = styled.span<{ $color: string }>`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  display: grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border: 2px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: color-mix(
    in srgb,
    ${({ $color }) => $color} 35%,
    ${({ theme }) => theme.color.surface}
  );
  color: ${({ theme }) => theme.color.text};
`;
