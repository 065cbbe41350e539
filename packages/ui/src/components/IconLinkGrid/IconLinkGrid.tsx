'use client';

import { Icon } from '../Icon';
import { Grid, IconLink } from './IconLinkGrid.styles';

export interface IconLinkItem {
  href: string;
  label: string;
  /** An icon name from the library's set. */
  icon: string;
}

export interface IconLinkGridProps {
  /** Accessible name of the group of links. */
  label: string;
  items: IconLinkItem[];
}

/** Large icon links with visible labels, such as the Spaces hub. */
export function IconLinkGrid({ label, items }: IconLinkGridProps) {
  return (
    <nav aria-label={label}>
      <Grid>
        {items.map((item) => (
          <li key={item.href}>
            <IconLink href={item.href}>
              <Icon name={item.icon} size={40} strokeWidth={1.5} />
              <span>{item.label}</span>
            </IconLink>
          </li>
        ))}
      </Grid>
    </nav>
  );
}
