import { css } from 'styled-components';
import { modeDeclarations } from './themeVariables';

/** For what a printed page has no use for: the navbar, the footer, toasts, controls, 3D. */
export const notPrinted = css`
  @media print {
    display: none !important;
  }
`;

/**
 * A page on paper: the light mode's colours whatever the screen's (outranking the mode's own
 * variables), a smaller type on narrower margins, each link's address after it, headings kept
 * with what follows them.
 */
export const printRules = css`
  @media print {
    :root:root:root {
      ${modeDeclarations('light')}
    }
    @page {
      margin: 14mm 12mm;
    }
    html {
      font-size: 87.5%;
    }
    body {
      min-height: 0;
      background: #fff;
    }
    a[href^='http']::after,
    a[href^='mailto:']::after {
      content: ' (' attr(href) ')';
      color: var(--color-text-muted);
      font-size: 0.85em;
    }
    h1,
    h2,
    h3 {
      break-after: avoid;
    }
    li,
    dl > div {
      break-inside: avoid;
    }
  }
`;
