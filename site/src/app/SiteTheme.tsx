import type { ReactNode } from 'react';
import { Navbar, ThemeProvider } from '@portfolio/ui';
import { useTranslation } from 'react-i18next';
import { owner } from '../content/owner';
import { Toasts } from '../toast/Toasts';
import { navbarLinks, useNavItems } from './useNavItems';
import { useMirroredThemeMode, useThemeMode } from './useThemeMode';

// Only these follow the theme's mode: a switch re-renders them, not the page between them (the
// colours are CSS variables, see ThemeProvider).

/** The theme of the visitor's choice around the shell, whose own elements are left alone. */
export function SiteTheme({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();
  useMirroredThemeMode(mode);
  return <ThemeProvider mode={mode}>{children}</ThemeProvider>;
}

/** The site's navbar, with its theme toggle. */
export function SiteNavbar() {
  const { t } = useTranslation();
  const { mode, toggle } = useThemeMode();
  return (
    <Navbar
      brand={owner.name}
      links={useNavItems(navbarLinks)}
      themeMode={mode}
      onToggleTheme={toggle}
      labels={{
        navigation: t('nav.label'),
        menu: t('nav.menu'),
        theme: t(`nav.theme_${mode}`),
      }}
    />
  );
}

/** The toasts, in the theme's mode. */
export function SiteToasts() {
  return <Toasts mode={useThemeMode().mode} />;
}
