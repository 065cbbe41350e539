import { css, type RuleSet } from 'styled-components';

/**
 * Hover styles where the device hovers only: on a touch screen a tap also sets `:hover`, and
 * leaves it on what was tapped (a tile stays lifted) until something else is tapped.
 */
export const onHover = (rules: RuleSet<object>) => css`
  @media (hover: hover) {
    &:hover {
      ${rules}
    }
  }
`;
