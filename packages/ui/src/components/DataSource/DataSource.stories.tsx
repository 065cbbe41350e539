import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DataSource } from './DataSource';

const meta = {
  component: DataSource,
  args: { source: 'Source: sunrise-sunset.org' },
} satisfies Meta<typeof DataSource>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheService: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Source: sunrise-sunset.org')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const ServiceDown: Story = {
  args: {
    source: 'Computed locally',
    notice:
      'The sunrise-sunset service is unavailable, so these times were computed on this device.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('unavailable');
  },
};
