'use client';

import { useMemo } from 'react';
import { Icon } from '../Icon';
import { Badge, Card, Quote } from './BookmarkCard.styles';
import { plainText } from './plainText';
import { quoteElements } from './quoteElements';
import { useSanitizedHtml } from './useSanitizedHtml';

export interface BookmarkCardProps {
  /** The quote as HTML from content; only its formatting, or what is left of it sanitised, is shown. */
  quoteHtml: string;
  icon: string;
  badgeColor: string;
  badgeIcon: string;
  /** Language of the quote (BCP 47, e.g. `my`), so screen readers pronounce it right. */
  lang?: string;
}

/** A saved quote with its icon and coloured badge. */
export function BookmarkCard({ quoteHtml, icon, badgeColor, badgeIcon, lang }: BookmarkCardProps) {
  // A quote of paragraphs and emphasis is drawn as it is, from the first paint. One with more
  // (a link) needs the sanitiser, which needs a DOM: prerendered pages (and hydration) show its
  // formatting without the link, or its plain text, and the whole quote follows in the browser,
  // in the same place and size.
  const drawn = useMemo(() => quoteElements(quoteHtml), [quoteHtml]);
  const safeHtml = useSanitizedHtml(drawn?.complete ? null : quoteHtml);
  return (
    <Card lang={lang}>
      <Icon name={icon} size={28} />
      {/* A new node once sanitised: hydration never patches innerHTML that differs from the server's. */}
      {safeHtml === null ? (
        <Quote key="text">{drawn?.elements ?? plainText(quoteHtml)}</Quote>
      ) : (
        <Quote key="html" dangerouslySetInnerHTML={{ __html: safeHtml }} />
      )}
      <Badge $color={badgeColor}>
        <Icon name={badgeIcon} size={18} />
      </Badge>
    </Card>
  );
}
