'use client';

import { createGlobalStyle } from 'styled-components';
import { TOAST_TONES } from './toastTones';

/**
 * Styles for toasts: the page's faces (react-toastify's own stylesheet gives them the system's
 * sans-serif) and the tones. Render once beside the toast container.
 */
export const ToastToneStyles = createGlobalStyle`
  .Toastify .Toastify__toast { font-family: inherit; }
  ${Object.entries(TOAST_TONES)
    .map(
      ([tone, { background, text }]) => `
  .Toastify__toast.toast-tone-${tone} {
    background: ${background};
    color: ${text};
  }
  .Toastify__toast.toast-tone-${tone} .Toastify__progress-bar {
    background: ${text};
  }
  .Toastify__toast.toast-tone-${tone} .Toastify__close-button {
    color: ${text};
    opacity: 0.8;
  }`,
    )
    .join('\n')}
`;
