import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from '../Icon';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  component: VisuallyHidden,
  args: { children: 'Favourite' },
  render: (args) => (
    <button type="button">
      <Icon name="star" />
      <VisuallyHidden {...args} />
    </button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NamesAnIconButton: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Favourite' });
    await expect(button.getBoundingClientRect().width).toBeLessThan(60);
  },
};
