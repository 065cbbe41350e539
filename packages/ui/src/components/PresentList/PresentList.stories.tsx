import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PresentList } from './PresentList';

const meta = {
  component: PresentList,
  args: {
    heading: 'At the present time',
    items: [
      { id: 'living', text: 'Living in Yangon, Myanmar', icon: 'map-pin' },
      { id: 'building', text: 'Building apps with TypeScript, React and Firebase', icon: 'code' },
      { id: 'reading', text: 'Reading every morning' },
    ],
  },
} satisfies Meta<typeof PresentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'At the present time' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
