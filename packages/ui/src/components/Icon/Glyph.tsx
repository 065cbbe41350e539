'use client';

import { createElement, type SVGProps } from 'react';
import type { GlyphName } from './glyphNames';
import { ICON_NODES } from './iconNodes';

export interface GlyphProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'name'> {
  /** The width and height (24 by default: the grid the drawings are made on). */
  size?: number | string;
  /** The stroke's colour (the text's by default). */
  color?: string;
  /** The stroke's width on the 24-unit grid (2 by default). */
  strokeWidth?: number | string;
}

/**
 * One of the library's icons as an inline SVG, drawn as Lucide draws it (the same attributes and
 * `lucide lucide-<name>` classes), from the drawings in `iconNodes.ts`.
 */
export function Glyph({
  name,
  size = 24,
  color = 'currentColor',
  strokeWidth = 2,
  className,
  ...props
}: GlyphProps & { name: GlyphName }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={['lucide', `lucide-${name}`, className].filter(Boolean).join(' ')}
      {...props}
    >
      {ICON_NODES[name].map(([tag, attributes]) => createElement(tag, attributes))}
    </svg>
  );
}
