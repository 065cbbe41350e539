import type { ReactNode } from 'react';
import { Navbar, ThemeProvider } from '@portfolio/ui';
import { useTranslation } from 'react-i18next';
import { owner } from '../content/owner';
import { useNavItems } from './useNavItems';
import { toggleThemeMode, useShownThemeMode, useThemeMode } from './useThemeMode';

// Only the theme follows the mode: a switch re-renders it, not the page below it (the colours, the
// theme button's icon and name and the toasts follow CSS variables, see ThemeProvider).

/** The theme of the visitor's choice around the shell, whose own elements are left alone. */
export function SiteTheme({ children }: { children: ReactNode }) {
  const mode = useThemeMode();
  useShownThemeMode();
  return <ThemeProvider mode={mode}>{children}</ThemeProvider>;
}

/** The site's navbar, with its theme toggle. */
export function SiteNavbar() {
  const { t } = useTranslation();
  return (
    <Navbar
      brand={owner.name}
      links={useNavItems('navbar')}
      onToggleTheme={toggleThemeMode}
      labels={{
        navigation: t('nav.label'),
        menu: t('nav.menu'),
        theme: { dark: t('nav.theme_dark'), light: t('nav.theme_light') },
      }}
    />
  );
}
