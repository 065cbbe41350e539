'use client';

import { Icon } from '../Icon';
import { Badge, Card, Quote } from './BookmarkCard.styles';
import { plainText } from './plainText';
import { useSanitizedHtml } from './useSanitizedHtml';

export interface BookmarkCardProps {
  /** The quote as HTML from content; it is sanitised here before it is shown. */
  quoteHtml: string;
  icon: string;
  badgeColor: string;
  badgeIcon: string;
  /** Language of the quote (BCP 47, e.g. `my`), so screen readers pronounce it right. */
  lang?: string;
}

/** A saved quote with its icon and coloured badge. */
export function BookmarkCard({ quoteHtml, icon, badgeColor, badgeIcon, lang }: BookmarkCardProps) {
  // Sanitising needs a DOM: prerendered pages (and hydration) show the quote's plain text, the
  // formatted quote follows in the browser.
  const safeHtml = useSanitizedHtml(quoteHtml);
  return (
    <Card lang={lang}>
      <Icon name={icon} size={28} />
      {/* A new node once sanitised: hydration never patches innerHTML that differs from the server's. */}
      {safeHtml === null ? (
        <Quote key="text">{plainText(quoteHtml)}</Quote>
      ) : (
        <Quote key="html" dangerouslySetInnerHTML={{ __html: safeHtml }} />
      )}
      <Badge $color={badgeColor}>
        <Icon name={badgeIcon} size={18} />
      </Badge>
    </Card>
  );
}
