import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InfoCards } from './InfoCards';

const meta = {
  component: InfoCards,
  args: {
    items: [
      {
        id: 'hello',
        title: 'Hello',
        text: 'I build mobile and web apps end to end.',
        icon: 'hand',
      },
      { id: 'today', title: 'Today', text: 'Shipping small, useful apps.', icon: 'sun' },
      {
        id: 'dream',
        title: 'Dream',
        text: 'Software that helps people live a little better.',
        icon: 'sparkles',
      },
    ],
  },
} satisfies Meta<typeof InfoCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HelloTodayDream: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Hello', 'Today', 'Dream']);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas
      .getAllByRole('listitem')
      .map((item) => item.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? Infinity);
  },
};
