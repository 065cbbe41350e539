import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Timeline } from './Timeline';

const meta = {
  component: Timeline,
  args: {
    heading: 'Timeline',
    entries: [
      { period: '2012 – 2017', title: 'University', text: 'Studied computer science.' },
      { period: '2017 – 2020', title: 'First jobs', text: 'Web and mobile projects.' },
      { period: '2020 – today', title: 'Independent developer', text: 'Apps of my own.' },
    ],
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};
