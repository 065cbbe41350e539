import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SunTimesCard } from './SunTimesCard';

const meta = {
  component: SunTimesCard,
  args: {
    heading: 'Saturday, November 21, 2026',
    location: 'Yangon, Myanmar',
    timeZone: 'Asia/Yangon (UTC+06:30)',
    rows: [
      { label: 'Sunrise', value: '06:12', dateTime: '2026-11-20T23:42:22Z' },
      { label: 'Sunset', value: '17:29', dateTime: '2026-11-21T10:59:28Z' },
      { label: 'Solar noon', value: '11:50', dateTime: '2026-11-21T05:20:59Z' },
      { label: 'Day length', value: '11 h 17 min' },
      { label: 'Civil twilight begins', value: '05:49' },
      { label: 'Civil twilight ends', value: '17:52' },
    ],
  },
} satisfies Meta<typeof SunTimesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Yangon: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Yangon, Myanmar')).toBeVisible();
    await expect(canvas.getByText('Asia/Yangon (UTC+06:30)')).toBeVisible();
    await expect(canvas.getByText('06:12')).toHaveAttribute('datetime', '2026-11-20T23:42:22Z');
  },
};

/** While the times are on their way: the same rows with placeholders, so nothing moves later. */
export const Busy: Story = {
  args: {
    busy: true,
    rows: meta.args.rows.map(({ label }) => ({ label, value: '…' })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByText('…')).toHaveLength(6);
  },
};
