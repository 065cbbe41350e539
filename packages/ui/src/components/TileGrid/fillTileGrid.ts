import { markOne } from '../../fill/markOne';
import type { TileGridProps } from './TileGrid';

/**
 * Sets a server-rendered `TileGrid` in `root` to mark the tile `currentId` (and no other), as it
 * renders with that item's `current` and the grid's `currentType`.
 */
export const fillTileGrid = (
  root: ParentNode,
  currentId: string | undefined,
  { currentType = 'true' }: Pick<TileGridProps, 'currentType'> = {},
) =>
  markOne(root, '[data-id]', 'data-id', currentId, {
    'aria-current': currentType,
    'data-state': 'current',
  });
