'use client';

import { useId } from 'react';
import { Icon } from '../Icon';
import { Item, List, Section } from './PresentList.styles';

export interface PresentListItem {
  id: string;
  text: string;
  icon?: string;
}

export interface PresentListProps {
  /** e.g. "At the present time" */
  heading: string;
  items: PresentListItem[];
}

/** A titled list of facts with icons. */
export function PresentList({ heading, items }: PresentListProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <List>
        {items.map((item) => (
          <Item key={item.id}>
            <Icon name={item.icon ?? 'sparkles'} size={20} />
            <span>{item.text}</span>
          </Item>
        ))}
      </List>
    </Section>
  );
}
