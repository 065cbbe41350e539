import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ToggleButtonGroup } from './ToggleButtonGroup';

const meta = {
  component: ToggleButtonGroup,
  args: {
    label: 'Quote language',
    value: 'en',
    onChange: fn(),
    options: [
      { value: 'en', label: 'English' },
      { value: 'mm', label: 'Myanmar' },
      { value: 'cn', label: 'Chinese' },
      { value: 'kr', label: 'Korean' },
    ],
  },
} satisfies Meta<typeof ToggleButtonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Korean' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Korean' }));
    await expect(args.onChange).toHaveBeenCalledWith('kr');
  },
};
