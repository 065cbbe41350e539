'use client';

import { useId } from 'react';
import { Entry, List, Section } from './Timeline.styles';

export interface TimelineEntry {
  /** e.g. "2013 – 2017" */
  period: string;
  title: string;
  text: string;
}

export interface TimelineProps {
  heading: string;
  entries: TimelineEntry[];
}

/** Periods of a life, oldest first, along a line. */
export function Timeline({ heading, entries }: TimelineProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <List>
        {entries.map((entry) => (
          <Entry key={entry.period}>
            <span>{entry.period}</span>
            <h3>{entry.title}</h3>
            <p>{entry.text}</p>
          </Entry>
        ))}
      </List>
    </Section>
  );
}
