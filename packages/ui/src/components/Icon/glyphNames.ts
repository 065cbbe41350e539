import { ICON_NAMES, type IconName } from '../../rules/iconNames';

/** The icons drawn: those content may name, and the navbar's menu and close. */
export const GLYPH_NAMES = [...ICON_NAMES, 'menu', 'x'] as const;
export type GlyphName = IconName | 'menu' | 'x';

/** An icon's drawing on a 24 × 24 grid: its elements and their attributes, in order. */
export type IconNode = readonly (readonly [tag: string, attributes: Record<string, string>])[];
