import { useState, type ReactNode } from 'react';
import { isPrerendered } from '../boot/isPrerendered';

/** Whether the page arrived with its rules: styled-components keeps a prerendered page's rules. */
const rulesInPage = () =>
  typeof document !== 'undefined' && isPrerendered(document.getElementById('root'));

/**
 * Global styles (`createGlobalStyle`), rendered where the page did not bring their rules: into the
 * prerendered HTML, and in the browser on a page rendered there (the app shell). On a prerendered
 * page, rendering them again would compile them anew and replace them in the style sheet, which
 * restyles the whole page: about 50 ms of a slow phone's hydration in one task, for the same rules.
 */
export function GlobalStylesOnce({ children }: { children: ReactNode }) {
  const [inPage] = useState(rulesInPage);
  return inPage ? null : children;
}
