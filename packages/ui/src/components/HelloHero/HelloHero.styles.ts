import { styled } from 'styled-components';
import { SPHERE_RADIUS } from '../../scene/sceneSizes';

export const Hero = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};

  /* Never wider than 2.3 times its height: the sky's band with the sun and moon stays in view. */
  display: grid;
  align-items: center;
  aspect-ratio: 23 / 10;

  /* One column: the introduction covers the top of the sky, where the sun and moon stand. */
  @media (max-width: ${({ theme }) => theme.breakpoint.tablet}) {
    aspect-ratio: auto;

    [data-body] {
      display: none;
    }
  }
`;

export const Content = styled.div`
  position: relative;
  z-index: 1;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};

  @media (max-width: ${({ theme }) => theme.breakpoint.tablet}) {
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => theme.space.md};
  }
`;

/**
 * Text sits on its own opaque panel, so it reads well on the bright day sky and the dark night
 * one, and nothing of the sky shows through it.
 */
export const Intro = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }

  p {
    margin: ${({ theme }) => theme.space.xxs} 0;
  }

  p:first-child {
    color: ${({ theme }) => theme.color.accent};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** The globe on a disc of the page's own colour, so its dots read on the day sky and the night. */
export const Visual = styled.div`
  display: grid;
  place-items: center;

  & > * {
    background: radial-gradient(
      closest-side,
      color-mix(in srgb, ${({ theme }) => theme.color.background} 85%, transparent)
        ${SPHERE_RADIUS - 0.5}%,
      transparent ${SPHERE_RADIUS}%
    );
  }
`;
