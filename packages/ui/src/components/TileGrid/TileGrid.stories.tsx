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
