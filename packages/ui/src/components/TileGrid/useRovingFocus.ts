import { useState, type KeyboardEvent } from 'react';

/** The tiles laid out in the grid's first row: how far Up and Down move. */
function columnsOf(tiles: HTMLElement[]): number {
  const top = tiles[0]?.offsetTop;
  const columns = tiles.findIndex((tile) => tile.offsetTop !== top);
  return columns === -1 ? tiles.length : columns;
}

const MOVES: Record<string, (index: number, count: number, columns: number) => number> = {
  ArrowRight: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  ArrowDown: (index, _, columns) => index + columns,
  ArrowUp: (index, _, columns) => index - columns,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * One Tab stop for a grid of buttons, the arrow keys moving between them as they are laid out:
 * Left and Right to the previous and next, Up and Down to the one above and below (the row's
 * length read from the layout, which changes with the width), Home and End to the first and last.
 * The tile focused last is the Tab stop (the first until then, the same on the server).
 */
export function useRovingFocus(count: number) {
  const [active, setActive] = useState(0);
  const tabStop = Math.min(active, count - 1);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const move = MOVES[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    const tiles = [...event.currentTarget.querySelectorAll<HTMLElement>('button')];
    const from = tiles.indexOf(document.activeElement as HTMLElement);
    if (from === -1) return;
    const to = move(from, tiles.length, columnsOf(tiles));
    event.preventDefault();
    if (to < 0 || to >= tiles.length) return;
    tiles[to]?.focus();
  }

  return {
    onKeyDown,
    tabIndexOf: (index: number) => (index === tabStop ? 0 : -1),
    onFocusOf: (index: number) => () => setActive(index),
  };
}
