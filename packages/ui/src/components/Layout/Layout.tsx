'use client';

import type { ReactNode } from 'react';
import { Main, Shell, SkipLink } from './Layout.styles';

export interface LayoutProps {
  navbar: ReactNode;
  footer: ReactNode;
  /** Text of the link that lets keyboard users jump past the navbar. */
  skipLinkLabel: string;
  children: ReactNode;
}

const MAIN_ID = 'main-content';

/** The page frame: skip link, navbar, the page itself, footer. */
export function Layout({ navbar, footer, skipLinkLabel, children }: LayoutProps) {
  return (
    <Shell>
      <SkipLink href={`#${MAIN_ID}`}>{skipLinkLabel}</SkipLink>
      {navbar}
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      {footer}
    </Shell>
  );
}
