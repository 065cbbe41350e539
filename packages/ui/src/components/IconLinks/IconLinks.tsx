'use client';

import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { ExternalLink, InternalLink, Row } from './IconLinks.styles';

export interface IconLinkSpec {
  href: string;
  /** The link's name for screen readers and its tooltip. */
  label: string;
  icon: string;
  /** Leads off the site: opens in a new tab. */
  external?: boolean;
}

export interface IconLinksProps {
  items: IconLinkSpec[];
  /** Added to an external link's name, e.g. "(opens in a new tab)". */
  newTabLabel: string;
}

/** A row of round icon links, each named for screen readers. */
export function IconLinks({ items, newTabLabel }: IconLinksProps) {
  return (
    <Row>
      {items.map(({ href, label, icon, external }) => (
        <li key={href}>
          {external ? (
            <ExternalLink href={href} title={label} target="_blank" rel="noopener noreferrer">
              <Icon name={icon} size={22} />
              <VisuallyHidden>
                {label} {newTabLabel}
              </VisuallyHidden>
            </ExternalLink>
          ) : (
            <InternalLink href={href} title={label}>
              <Icon name={icon} size={22} />
              <VisuallyHidden>{label}</VisuallyHidden>
            </InternalLink>
          )}
        </li>
      ))}
    </Row>
  );
}
