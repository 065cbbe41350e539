import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ContactCard } from './ContactCard';

const meta = {
  component: ContactCard,
  args: {
    email: { label: 'E-mail', address: 'contact@example.com' },
    phones: [
      { label: 'Phone', number: '+95 9 000 000 001' },
      { label: 'Phone', number: '+95 9 000 000 002' },
    ],
    map: {
      label: 'Map',
      place: 'Yangon, Myanmar',
      href: 'https://www.openstreetmap.org/#map=12/16.87/96.20',
    },
    newTabLabel: '(opens in a new tab)',
  },
} satisfies Meta<typeof ContactCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'contact@example.com' })).toHaveAttribute(
      'href',
      'mailto:contact@example.com',
    );
    await expect(canvas.getByRole('link', { name: '+95 9 000 000 001' })).toHaveAttribute(
      'href',
      'tel:+959000000001',
    );
    const map = canvas.getByRole('link', { name: 'Yangon, Myanmar (opens in a new tab)' });
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
