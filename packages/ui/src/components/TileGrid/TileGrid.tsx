'use client';

import { isValidElement, type ReactElement } from 'react';
import { Icon } from '../Icon';
import { Grid, Tile } from './TileGrid.styles';
import { useRovingFocus } from './useRovingFocus';

export interface TileItem {
  id: string;
  /** Visible text of the tile. */
  label: string;
  /** An icon name, or a drawing of its own (such as a moon phase). */
  icon?: string | ReactElement;
  /** Fuller accessible name where the label alone is terse (a letter, a day number). */
  accessibleLabel?: string;
  /** Marks the tile for today or now: `aria-current` with the grid's `currentType`. */
  current?: boolean;
}

export interface TileGridProps {
  /** Accessible name of the group of buttons. */
  label: string;
  items: TileItem[];
  onSelect: (id: string) => void;
  /** `compact` packs short labels (letters, numbers) more tightly. */
  density?: 'comfortable' | 'compact';
  currentType?: 'date' | 'time' | 'true';
}

/**
 * A grid of buttons, one per choice: garden items, letters, stars, moon days. The grid is one Tab
 * stop and the arrow keys move between its tiles as they are laid out (see useRovingFocus): a
 * group of buttons, not an ARIA grid, whose rows would have to be fixed in the markup while the
 * tiles wrap differently at every width.
 */
export function TileGrid({
  label,
  items,
  onSelect,
  density = 'comfortable',
  currentType = 'true',
}: TileGridProps) {
  const roving = useRovingFocus(items.length);
  return (
    <div role="group" aria-label={label}>
      <Grid $density={density} onKeyDown={roving.onKeyDown}>
        {items.map((item, index) => (
          <li key={item.id}>
            <Tile
              type="button"
              aria-label={item.accessibleLabel}
              data-id={item.id}
              aria-current={item.current ? currentType : undefined}
              data-state={item.current ? 'current' : undefined}
              tabIndex={roving.tabIndexOf(index)}
              onFocus={roving.onFocusOf(index)}
              onClick={() => onSelect(item.id)}
            >
              {isValidElement(item.icon)
                ? item.icon
                : item.icon && <Icon name={item.icon as string} size={32} />}
              <span>{item.label}</span>
            </Tile>
          </li>
        ))}
      </Grid>
    </div>
  );
}
