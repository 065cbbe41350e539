'use client';

import { createGlobalStyle } from 'styled-components';
import type { Theme, ThemeColors } from '../../theme/themes';
import { SITE_NOTICE_BLOCK_SIZE } from '../SiteNotice/SiteNotice';
import { TOAST_TONE_ROLES, toastToneClass, type ToastTone } from './toastTones';

/**
 * One design for every toast, in the theme's colours whatever mode the container is given:
 * react-toastify's own variables, set on its container, in place of its defaults (#121212 and a
 * purple bar in the dark, white with grey text and a rainbow bar in the light).
 */
const designRules = ({ color, radius }: Theme) => `
  .Toastify {
    --toastify-color-light: ${color.surfaceRaised};
    --toastify-color-dark: ${color.surfaceRaised};
    --toastify-text-color-light: ${color.text};
    --toastify-text-color-dark: ${color.text};
    --toastify-color-progress-light: ${color.gold};
    --toastify-color-progress-dark: ${color.gold};
    --toastify-toast-bd-radius: ${radius.md};
    --toastify-toast-shadow: 0 12px 32px rgba(0, 0, 0, 0.28);
  }
  .Toastify .Toastify__toast {
    font-family: inherit;
    border: 1px solid ${color.border};
  }
  @media print {
    .Toastify {
      display: none;
    }
  }
  .Toastify .Toastify__close-button {
    color: inherit;
    opacity: 0.7;
  }
  /* On phones react-toastify lays toasts edge to edge and square; here they float, rounded,
     above a site notice when one shows. */
  @media only screen and (max-width: 480px) {
    .Toastify .Toastify__toast-container {
      width: 100%;
      padding: 0 12px 12px;
    }
    .Toastify .Toastify__toast-container--bottom-center {
      bottom: var(${SITE_NOTICE_BLOCK_SIZE}, env(safe-area-inset-bottom));
    }
    .Toastify .Toastify__toast {
      margin-bottom: 8px;
      border-radius: ${radius.md};
    }
  }`;

/** Each tone's rules in the theme's colours: its background, and its text, bar and close button. */
const toneRules = (color: ThemeColors) =>
  Object.entries(TOAST_TONE_ROLES)
    .map(([tone, roles]) => {
      const toast = `.Toastify__toast.${toastToneClass(tone as ToastTone)}`;
      const text = color[roles.text];
      return `
  ${toast} {
    background: ${color[roles.background]};
    color: ${text};
  }
  ${toast} .Toastify__progress-bar {
    background: ${text};
  }
  ${toast} .Toastify__close-button {
    color: ${text};
    opacity: 0.8;
  }`;
    })
    .join('\n');

/**
 * Styles for toasts: one design from the theme (its surface, text, border and gold bar, in the
 * page's faces: react-toastify's own stylesheet gives them the system's sans-serif) and the tones
 * (the garden's gold, the moon's colours by day). Render once beside the toast container.
 */
export const ToastToneStyles = createGlobalStyle`
  ${({ theme }) => designRules(theme)}
  ${({ theme }) => toneRules(theme.color)}
`;
