/**
 * What main.tsx imports to evaluate the libraries' chunk in a task of its own, then to take the
 * page's prerendered rules into styled-components' sheet in another (see heldRules.ts). One export
 * of styled-components the site uses anyway: importing the whole module would keep all of its
 * exports (4 KB).
 */
export { ThemeProvider } from 'styled-components';
export { takeInHeldRules } from './browser/heldRules';
