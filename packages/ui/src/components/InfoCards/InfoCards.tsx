'use client';

import { Icon } from '../Icon';
import { Card, Cards } from './InfoCards.styles';

export interface InfoCardItem {
  id: string;
  title: string;
  text: string;
  icon?: string;
}

export interface InfoCardsProps {
  items: InfoCardItem[];
}

/** Short cards side by side, such as Hello, Today and Dream. */
export function InfoCards({ items }: InfoCardsProps) {
  return (
    <Cards>
      {items.map((item) => (
        <Card key={item.id}>
          {item.icon && <Icon name={item.icon} size={28} />}
          <h2>{item.title}</h2>
          <p>{item.text}</p>
        </Card>
      ))}
    </Cards>
  );
}
