import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IconLinkGrid } from './IconLinkGrid';

const meta = {
  component: IconLinkGrid,
  args: {
    label: 'Spaces',
    items: [
      { href: '/spaces/sun', label: 'Sun', icon: 'sun' },
      { href: '/spaces/moon', label: 'Moon', icon: 'moon' },
      { href: '/spaces/garden', label: 'Garden', icon: 'flower' },
    ],
  },
} satisfies Meta<typeof IconLinkGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Moon' })).toHaveAttribute(
      'href',
      '/spaces/moon',
    );
  },
};
