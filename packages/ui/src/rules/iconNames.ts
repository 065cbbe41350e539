/**
 * The names of the icons content and screens may name (lucide's names). The content schema
 * refuses any other; the Icon component draws each (components/Icon/iconNodes.ts, generated from
 * Lucide by scripts/iconNodes.ts, must hold exactly these and the navbar's two). An owner adds a
 * name here, runs `npm run icons -w @portfolio/ui`, and can use another icon of Lucide's set.
 */
export const ICON_NAMES = [
  'app-window',
  'award',
  'book-open',
  'bookmark',
  'bird',
  'cherry',
  'clock',
  'clover',
  'code',
  'external-link',
  'feather',
  'flag',
  'flower',
  'flower-2',
  'footprints',
  'git-branch',
  'globe',
  'hand',
  'hand-heart',
  'heart',
  'hourglass',
  'key',
  'languages',
  'layout-grid',
  'leaf',
  'link',
  'mail',
  'map-pin',
  'moon',
  'mountain',
  'mountain-snow',
  'paw-print',
  'person-standing',
  'phone',
  'rose',
  'shield',
  'smartphone',
  'sparkles',
  'sprout',
  'star',
  'sun',
  'sun-medium',
  'trees',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

const known = new Set<string>(ICON_NAMES);

export const isIconName = (name: string): name is IconName => known.has(name);
