'use client';

import { useId, type ReactNode } from 'react';
import type { NavItem } from '../Navbar';
import { Copyright, FooterLink, FooterRoot, Groups, LinkGroup, QuoteBlock } from './Footer.styles';

export interface FooterLabels {
  /** Accessible name of the site links group. */
  siteLinks: string;
  /** Accessible name of the legal links group. */
  legalLinks: string;
  /** Follows the owner name on the copyright line, e.g. "All rights reserved." */
  rights: string;
}

export interface FooterQuote {
  title: string;
  text: string;
}

export interface FooterProps {
  siteLinks: NavItem[];
  legalLinks: NavItem[];
  quote: FooterQuote;
  /**
   * The year on the copyright line (passed in, so a fixed clock gives a fixed footer; a node,
   * so a prerendering host can mark it to be filled in the browser).
   */
  year: ReactNode;
  ownerName: string;
  labels: FooterLabels;
}

function LinkNav({ label, links }: { label: string; links: NavItem[] }) {
  return (
    <nav aria-label={label}>
      <LinkGroup>
        {links.map(({ href, label: text, current }) => (
          <li key={href}>
            <FooterLink href={href} aria-current={current ? 'page' : undefined}>
              {text}
            </FooterLink>
          </li>
        ))}
      </LinkGroup>
    </nav>
  );
}

/** Site links, legal links, the quote block and the copyright line. */
export function Footer({ siteLinks, legalLinks, quote, year, ownerName, labels }: FooterProps) {
  const quoteHeading = useId();
  return (
    <FooterRoot>
      <Groups>
        <LinkNav label={labels.siteLinks} links={siteLinks} />
        <LinkNav label={labels.legalLinks} links={legalLinks} />
        <QuoteBlock aria-labelledby={quoteHeading}>
          <h2 id={quoteHeading}>{quote.title}</h2>
          <blockquote>
            <p>{quote.text}</p>
          </blockquote>
        </QuoteBlock>
      </Groups>
      <Copyright>
        © {year} {ownerName}. {labels.rights}
      </Copyright>
    </FooterRoot>
  );
}
