import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TIME_SLOT_HOURS, TIME_SLOTS } from '../../rules';
import { TimeSlots } from './TimeSlots';

const NAMES = [
  'Wake up',
  'Breakfast',
  'Work',
  'Focus',
  'Lunch',
  'Learn',
  'Tea break',
  'Exercise',
  'Rest',
];

const meta = {
  component: TimeSlots,
  args: {
    label: 'Times of day',
    current: 5,
    slots: TIME_SLOTS.map((slot, index) => ({
      slot,
      range: TIME_SLOT_HOURS[slot],
      name: NAMES[index] ?? '',
    })),
  },
} satisfies Meta<typeof TimeSlots>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Noon: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(9);
    const current = items.filter((item) => item.getAttribute('aria-current') === 'time');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent('12 – 1');
  },
};

export const Dusk: Story = {
  args: { current: 9 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-current="time"] svg')).toHaveAttribute(
      'data-slot',
      '9',
    );
  },
};
