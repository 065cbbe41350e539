'use client';

import { createGlobalStyle } from 'styled-components';
import type { ThemeColors } from '../../theme/themes';
import { TOAST_TONE_ROLES, toastToneClass, type ToastTone } from './toastTones';

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
 * Styles for toasts: the page's faces (react-toastify's own stylesheet gives them the system's
 * sans-serif) and the tones, in the theme's colours. Render once beside the toast container.
 */
export const ToastToneStyles = createGlobalStyle`
  .Toastify .Toastify__toast { font-family: inherit; }
  ${({ theme }) => toneRules(theme.color)}
`;
