'use client';

import { isIconName } from '../../rules/iconNames';
import { Glyph, type GlyphProps } from './Glyph';

export interface IconProps extends GlyphProps {
  /** A name from the icon set; an unknown name (say, from content) shows a sparkle. */
  name: string;
}

/** A decorative icon: hidden from screen readers, so the text beside it names the thing. */
export function Icon({ name, ...props }: IconProps) {
  return (
    <Glyph name={isIconName(name) ? name : 'sparkles'} aria-hidden focusable="false" {...props} />
  );
}
