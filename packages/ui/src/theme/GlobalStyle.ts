'use client';

import { createGlobalStyle } from 'styled-components';
import { printRules } from './print';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.body};
    overflow-wrap: anywhere;
  }

  /* Controls draw in the system's face unless told to inherit the page's. */
  button, input, select, textarea { font-family: inherit; }
  code, kbd, samp, pre { font-family: ${({ theme }) => theme.font.mono}; }

  html:lang(ko) body { font-family: ${({ theme }) => theme.font.bodyKorean}; }
  /* Myanmar stacks marks above and below its letters: its text gets more room between lines,
     headings and Myanmar quotes on a page in another language included. */
  html:lang(my) body,
  :is(h1, h2, h3, h4, p, li, dt, dd, blockquote, figcaption):lang(my) {
    line-height: ${({ theme }) => theme.font.lineHeight.myanmar};
  }

  a { color: ${({ theme }) => theme.color.link}; }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  /* A control pressed before the page's script could answer it (a host marks it
     data-pending and replays the press): shown pressed at once, until the answer comes. */
  [data-pending] {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.color.focus};
    transform: scale(0.97);
    animation: pending-pulse 0.8s ease-in-out infinite alternate;
  }
  @keyframes pending-pulse {
    to { opacity: 0.7; }
  }

  ${printRules}

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
