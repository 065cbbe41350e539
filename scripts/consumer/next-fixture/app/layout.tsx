import type { ReactNode } from 'react';
import { GlobalStyle, ThemeProvider } from '@portfolio/ui';
import { StyledRegistry } from './StyledRegistry';

export const metadata = { title: '@portfolio/ui in Next.js' };

// A server component: the library's ThemeProvider and GlobalStyle are client components.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <StyledRegistry>
          <ThemeProvider mode="dark">
            <GlobalStyle />
            {children}
          </ThemeProvider>
        </StyledRegistry>
      </body>
    </html>
  );
}
