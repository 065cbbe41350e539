'use client';

import type { LucideProps } from 'lucide-react';
import { isIconName } from '../../rules/iconNames';
import { icons } from './icons';

export interface IconProps extends Omit<LucideProps, 'ref'> {
  /** A name from the icon set; an unknown name (say, from content) shows a sparkle. */
  name: string;
}

/** A decorative icon: hidden from screen readers, so the text beside it names the thing. */
export function Icon({ name, ...props }: IconProps) {
  const Glyph = isIconName(name) ? icons[name] : icons.sparkles;
  return <Glyph aria-hidden focusable="false" {...props} />;
}
