/**
 * What main.tsx imports to evaluate the libraries' chunk in a task of its own: styled-components
 * takes the page's prerendered rules into its sheet as it loads. One export the site uses
 * anyway: importing the whole module would keep all of styled-components' exports (4 KB).
 */
export { ThemeProvider } from 'styled-components';
