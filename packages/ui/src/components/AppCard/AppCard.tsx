'use client';

import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { Badge, Card, Description, Header, ViewLink } from './AppCard.styles';

export interface AppCardProps {
  title: string;
  description: string;
  /** An external https address. */
  href: string;
  /** Text of the link, e.g. "View". */
  actionLabel: string;
  /** Told to screen readers after the link text, e.g. "(opens in a new tab)". */
  newTabLabel: string;
  badge?: string;
  icon?: string;
}

/** One app or profile of the gallery, with a link that opens it in a new tab. */
export function AppCard({
  title,
  description,
  href,
  actionLabel,
  newTabLabel,
  badge,
  icon,
}: AppCardProps) {
  return (
    <Card>
      <Header>
        {icon && <Icon name={icon} size={36} />}
        <h2>{title}</h2>
        {badge && <Badge>{badge}</Badge>}
      </Header>
      <Description>{description}</Description>
      <ViewLink href={href} target="_blank" rel="noopener noreferrer">
        {actionLabel}
        <VisuallyHidden>
          {' '}
          {title} {newTabLabel}
        </VisuallyHidden>
        <Icon name="external-link" size={16} />
      </ViewLink>
    </Card>
  );
}
