'use client';

import { useId } from 'react';
import { weekOfMonth } from '../../rules';
import { Card, Cards, Section } from './WeekTracker.styles';

export interface WeekLabel {
  /** e.g. "Week 1" */
  week: string;
  /** e.g. "Start" */
  name: string;
}

export interface WeekTrackerProps {
  /**
   * The day shown as today; its week's card (`data-week` 1 to 4) is marked
   * `aria-current="date"`. Without it no week is marked.
   */
  today?: Date;
  heading: string;
  /** Labels of weeks 1 to 4, in order. */
  weeks: WeekLabel[];
}

/** The four weeks of the month, with the current one highlighted. */
export function WeekTracker({ today, heading, weeks }: WeekTrackerProps) {
  const headingId = useId();
  const current = today && weekOfMonth(today);
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <Cards>
        {weeks.map((label, index) => (
          <Card
            key={label.week}
            data-week={index + 1}
            aria-current={index + 1 === current ? 'date' : undefined}
          >
            <span>{label.week}</span>
            <strong>{label.name}</strong>
          </Card>
        ))}
      </Cards>
    </Section>
  );
}
