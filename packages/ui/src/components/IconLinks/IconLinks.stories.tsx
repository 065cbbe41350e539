import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IconLinks } from './IconLinks';

const meta = {
  component: IconLinks,
  args: {
    newTabLabel: '(opens in a new tab)',
    items: [
      { href: 'https://example.com/links', label: 'Link hub', icon: 'link', external: true },
      {
        href: 'https://github.com/example',
        label: 'Code profile',
        icon: 'git-branch',
        external: true,
      },
      { href: '/spaces', label: 'Spaces', icon: 'layout-grid' },
    ],
  },
} satisfies Meta<typeof IconLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const hub = canvas.getByRole('link', { name: 'Link hub (opens in a new tab)' });
    await expect(hub).toHaveAttribute('target', '_blank');
    await expect(hub).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Spaces' })).not.toHaveAttribute('target');
  },
};
