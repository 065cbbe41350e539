import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FactList } from './FactList';

const meta = {
  component: FactList,
  args: {
    facts: [
      { term: 'Name', value: 'Aung Sample' },
      { term: 'Birthday', value: 'January 1, 1995' },
      { term: 'Hobbies', value: ['Reading', 'Walking', 'Photography'] },
    ],
  },
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Name').tagName).toBe('DT');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
