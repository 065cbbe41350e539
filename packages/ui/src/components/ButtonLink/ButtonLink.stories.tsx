import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink } from './ButtonLink';

const meta = {
  component: ButtonLink,
  args: { href: '/contact', children: 'Contact me' },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Contact me' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};
