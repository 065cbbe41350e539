'use client';

import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { Card, Method } from './ContactCard.styles';

export interface ContactCardProps {
  email: { label: string; address: string };
  phones: { label: string; number: string }[];
  /** `label` names the method ("Map"), `place` is the link text ("Yangon, Myanmar"). */
  map: { label: string; place: string; href: string };
  /** Added to the map link's name, e.g. "(opens in a new tab)". */
  newTabLabel: string;
}

/** E-mail, phone and map links. */
export function ContactCard({ email, phones, map, newTabLabel }: ContactCardProps) {
  return (
    <Card>
      <Method>
        <Icon name="mail" size={24} />
        <span>{email.label}</span>
        <a href={`mailto:${email.address}`}>{email.address}</a>
      </Method>
      {phones.map((phone) => (
        <Method key={phone.number}>
          <Icon name="phone" size={24} />
          <span>{phone.label}</span>
          <a href={`tel:${phone.number.replace(/[^\d+]/g, '')}`}>{phone.number}</a>
        </Method>
      ))}
      <Method>
        <Icon name="map-pin" size={24} />
        <span>{map.label}</span>
        <a href={map.href} target="_blank" rel="noopener noreferrer">
          {map.place}
          <VisuallyHidden> {newTabLabel}</VisuallyHidden>
        </a>
      </Method>
    </Card>
  );
}
