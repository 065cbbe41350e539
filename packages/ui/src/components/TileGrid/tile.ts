import { css } from 'styled-components';
import { onHover } from '../../theme/hover';

/** The look of a square choice: icon over label, lifted on hover, gold when current. */
export const tile = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  min-height: 6.5rem;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: center;
  cursor: pointer;
  transition:
    transform ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};

  svg {
    color: ${({ theme }) => theme.color.accent};
  }

  ${onHover(css`
    border-color: ${({ theme }) => theme.color.accent};
    transform: translateY(-2px);
  `)}

  &[aria-current] {
    border: 2px solid ${({ theme }) => theme.color.gold};
    background: ${({ theme }) => theme.color.surfaceRaised};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${({ theme }) => theme.color.gold} 33.3%, transparent);
  }
`;
