import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkyBackground } from './SkyBackground';

const meta = {
  component: SkyBackground,
  args: { timeOfDay: 'day' },
  decorators: [(Story) => <div style={{ position: 'relative', height: 240 }}>{Story()}</div>],
} satisfies Meta<typeof SkyBackground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Day: Story = {
  play: async ({ canvasElement }) => {
    const sky = canvasElement.querySelector('svg[data-time-of-day]');
    await expect(sky).toHaveAttribute('data-time-of-day', 'day');
    await expect(sky).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Night: Story = {
  args: { timeOfDay: 'night' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg[data-time-of-day]')).toHaveAttribute(
      'data-time-of-day',
      'night',
    );
  },
};
