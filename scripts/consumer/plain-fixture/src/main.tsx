import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Footer, GlobalStyle, Navbar, ThemeProvider } from '@portfolio/ui';

const links = [{ href: '/', label: 'Home', current: true }];

// The system's faces: this app never imports @portfolio/ui/fonts.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ThemeProvider mode="dark">
      <GlobalStyle />
      <Navbar
        brand="Plain"
        links={links}
        onToggleTheme={() => {}}
        labels={{ navigation: 'Main', menu: 'Menu', theme: { dark: 'Dark', light: 'Light' } }}
      />
      <Footer
        siteLinks={links}
        legalLinks={[{ href: '/privacy', label: 'Privacy' }]}
        quote={{ title: 'Quote', text: 'Small steps, every day.' }}
        year={2026}
        ownerName="Plain"
        labels={{ siteLinks: 'Site', legalLinks: 'Legal', rights: 'All rights reserved.' }}
      />
    </ThemeProvider>
  </StrictMode>,
);
