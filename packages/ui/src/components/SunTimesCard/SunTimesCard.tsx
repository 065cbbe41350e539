'use client';

import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { Card, Place, Times, Zone } from './SunTimesCard.styles';

export interface SunTimeRow {
  label: string;
  /** The time as shown, already formatted in the stated zone. */
  value: string;
  /** ISO instant for `<time dateTime>`, where the row is a moment. */
  dateTime?: string;
}

export interface SunTimesCardProps {
  /** The day, e.g. "November 21, 2026". */
  heading: ReactNode;
  /** e.g. "Yangon, Myanmar" */
  location: string;
  /** e.g. "Times in Asia/Yangon (UTC+06:30)" */
  timeZone: string;
  rows: SunTimeRow[];
  /** The times are on their way (rows show placeholders): the card is marked `aria-busy`. */
  busy?: boolean;
}

/**
 * Sunrise, sunset, noon, day length and twilights for one place and day. While `busy`, give the
 * rows their labels and a placeholder value, so the card keeps its size when the times arrive.
 */
export function SunTimesCard({
  heading,
  location,
  timeZone,
  rows,
  busy = false,
}: SunTimesCardProps) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h2 id={headingId}>{heading}</h2>
      <Place>
        <Icon name="map-pin" size={18} />
        <span>{location}</span>
      </Place>
      <Zone>{timeZone}</Zone>
      <Times>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.dateTime ? <time dateTime={row.dateTime}>{row.value}</time> : row.value}</dd>
          </div>
        ))}
      </Times>
    </Card>
  );
}
