'use client';

import { isValidElement, type ReactElement } from 'react';
import { Icon } from '../Icon';
import { Grid, Tile } from './TileGrid.styles';

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

/** A grid of buttons, one per choice: garden items, letters, stars, moon days. */
export function TileGrid({
  label,
  items,
  onSelect,
  density = 'comfortable',
  currentType = 'true',
}: TileGridProps) {
  return (
    <div role="group" aria-label={label}>
      <Grid $density={density}>
        {items.map((item) => (
          <li key={item.id}>
            <Tile
              type="button"
              aria-label={item.accessibleLabel}
              data-id={item.id}
              aria-current={item.current ? currentType : undefined}
              data-state={item.current ? 'current' : undefined}
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
