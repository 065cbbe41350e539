import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TileGrid } from './TileGrid';

const meta = {
  component: TileGrid,
  args: {
    label: 'Star',
    onSelect: fn(),
    items: [
      { id: 'brave', label: 'Brave', icon: 'shield' },
      { id: 'walk', label: 'Walk', icon: 'footprints' },
      { id: 'fly', label: 'Fly', icon: 'bird' },
    ],
  },
} satisfies Meta<typeof TileGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Icons: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Walk' }));
    await expect(args.onSelect).toHaveBeenCalledWith('walk');
  },
};

export const CompactWithCurrent: Story = {
  args: {
    label: 'Days',
    density: 'compact',
    currentType: 'date',
    items: Array.from({ length: 10 }, (_, day) => ({
      id: String(day),
      label: String(day),
      accessibleLabel: `Day ${day}`,
      current: day === 4,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Day 4' })).toHaveAttribute(
      'aria-current',
      'date',
    );
    await expect(canvas.getByRole('button', { name: 'Day 5' })).not.toHaveAttribute('aria-current');
  },
};

/** One Tab stop; the arrows move as the tiles are laid out, Home and End to the ends. */
export const FromTheKeyboard: Story = {
  args: {
    label: 'Letters',
    density: 'compact',
    items: Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ', (letter) => ({ id: letter, label: letter })),
  },
  play: async ({ canvas, canvasElement, args }) => {
    const tile = (name: string) => canvas.getByRole('button', { name });
    const tiles = canvas.getAllByRole('button');
    await expect(tiles.filter((button) => button.tabIndex === 0)).toEqual([tile('A')]);
    await userEvent.tab();
    await expect(tile('A')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(tile('C')).toHaveFocus();
    // Down: the tile below, as many tiles on as there are in a row.
    const columns = tiles.filter((button) => button.offsetTop === tiles[0]?.offsetTop).length;
    await userEvent.keyboard('{ArrowDown}');
    await expect(tiles[2 + columns]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    await expect(tile('B')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(tile('Z')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tile('Z')).toHaveFocus();
    await userEvent.keyboard('{Home}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('A');
    // The tile focused last is the Tab stop; Tab leaves the grid.
    await userEvent.keyboard('{End}');
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
    await userEvent.tab({ shift: true });
    await expect(tile('Z')).toHaveFocus();
  },
};
