import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppCard } from './AppCard';

const meta = {
  component: AppCard,
  args: {
    title: 'Scripture Reader',
    description: 'A calm, offline scripture reader with bookmarks, daily verses and a night mode.',
    href: 'https://example.com/apps/scripture-reader',
    actionLabel: 'View',
    newTabLabel: '(opens in a new tab)',
    badge: 'Android',
    icon: 'book-open',
  },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof AppCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View Scripture Reader (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const WithoutBadgeOrIcon: Story = {
  args: { badge: undefined, icon: undefined, title: 'Code profile' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Code profile' })).toBeVisible();
  },
};
