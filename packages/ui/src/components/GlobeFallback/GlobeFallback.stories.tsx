import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GlobeFallback } from './GlobeFallback';

const meta = {
  component: GlobeFallback,
  args: { label: 'A globe of dots', rotation: 96 },
} satisfies Meta<typeof GlobeFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const globe = canvas.getByRole('img', { name: 'A globe of dots' });
    await expect(globe).toBeVisible();
    await expect(globe.querySelectorAll('circle').length).toBeGreaterThan(3);
  },
};

export const Light: Story = {
  args: { rotation: -40 },
  globals: { theme: 'light' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'A globe of dots' })).toBeVisible();
  },
};

/** A fixed size in pixels, as a small page might use. */
export const Small: Story = {
  args: { size: 160 },
  play: async ({ canvas }) => {
    const globe = canvas.getByRole('img', { name: 'A globe of dots' });
    await expect(globe.getBoundingClientRect().width).toBe(160);
  },
};
