'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { ThemeMode } from '../../theme';
import { VisuallyHidden } from '../VisuallyHidden';
import { Glyph } from '../Icon/Glyph';
import {
  Bar,
  Brand,
  Header,
  InMode,
  LinkList,
  MenuButton,
  Nav,
  NavLink,
  ThemeButton,
} from './Navbar.styles';

export interface NavItem {
  href: string;
  label: string;
  /** The page this link leads to is the one shown: marked with `aria-current="page"`. */
  current?: boolean;
}

export interface NavbarLabels {
  /** Accessible name of the navigation landmark. */
  navigation: string;
  /** Name of the button that opens the links on phones. */
  menu: string;
  /**
   * Name of the theme button in each mode (the mode it is in, what a press does); should contain
   * the word the tests look for, e.g. "Theme".
   */
  theme: Record<ThemeMode, string>;
}

export interface NavbarProps {
  brand: string;
  /** Where the brand leads; the home page. */
  brandHref?: string;
  links: NavItem[];
  onToggleTheme: () => void;
  labels: NavbarLabels;
}

/**
 * The fixed top bar: brand, page links (a menu on phones) and the theme button. The button shows
 * the mode `ThemeProvider` is in (a star in the dark, a sun in the light) through the mode's CSS
 * variables, not a prop: its markup is the same in both modes, so a page rendered on a server
 * shows the visitor's mode from its first paint, whatever mode the server assumed.
 */
export function Navbar({ brand, brandHref = '/', links, onToggleTheme, labels }: NavbarProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsideClick);
    };
  }, [open]);

  return (
    <Header>
      <Bar>
        <Brand href={brandHref}>{brand}</Brand>
        <Nav ref={navRef} aria-label={labels.navigation}>
          <MenuButton
            ref={menuButton}
            type="button"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((isOpen) => !isOpen)}
          >
            <Glyph name={open ? 'x' : 'menu'} aria-hidden />
            <VisuallyHidden>{labels.menu}</VisuallyHidden>
          </MenuButton>
          <LinkList id={menuId} $open={open}>
            {links.map(({ href, label, current }) => (
              <li key={href}>
                <NavLink
                  href={href}
                  aria-current={current ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </LinkList>
        </Nav>
        <ThemeButton type="button" onClick={onToggleTheme}>
          <InMode $mode="dark">
            <Glyph name="star" aria-hidden />
            <VisuallyHidden>{labels.theme.dark}</VisuallyHidden>
          </InMode>
          <InMode $mode="light">
            <Glyph name="sun" aria-hidden />
            <VisuallyHidden>{labels.theme.light}</VisuallyHidden>
          </InMode>
        </ThemeButton>
      </Bar>
    </Header>
  );
}
