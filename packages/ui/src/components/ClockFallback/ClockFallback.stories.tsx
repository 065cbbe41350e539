import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ClockFallback } from './ClockFallback';

const meta = {
  component: ClockFallback,
  args: { time: new Date(2026, 10, 21, 10, 42, 7), label: 'The time is 10:42:07' },
} satisfies Meta<typeof ClockFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const clock = canvas.getByRole('img', { name: 'The time is 10:42:07' });
    await expect(clock).toBeVisible();
    await expect(clock).toHaveTextContent('10:42:07');
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'The time is 10:42:07' })).toBeVisible();
  },
};

/** Just after midnight: hours on the 24-hour clock, with leading zeros. */
export const Midnight: Story = {
  args: { time: new Date(2026, 10, 22, 0, 0, 5), label: 'The time is 00:00:05' },
  play: async ({ canvas }) => {
    const clock = canvas.getByRole('img', { name: 'The time is 00:00:05' });
    await expect(clock).toHaveTextContent('00:00:05');
  },
};

/** A fixed width in pixels, as a small page might use. */
export const Small: Story = {
  args: { size: 240 },
  play: async ({ canvas }) => {
    const clock = canvas.getByRole('img', { name: 'The time is 10:42:07' });
    await expect(clock.getBoundingClientRect().width).toBe(240);
    await expect(clock.getBoundingClientRect().height).toBe(75);
  },
};
