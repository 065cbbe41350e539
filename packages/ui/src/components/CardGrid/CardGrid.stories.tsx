import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CardGrid } from './CardGrid';

const meta = {
  component: CardGrid,
  args: {
    children: ['One', 'Two', 'Three'].map((text) => (
      <li key={text} style={{ padding: 24, border: '1px solid currentColor' }}>
        {text}
      </li>
    )),
  },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list').children).toHaveLength(3);
  },
};
