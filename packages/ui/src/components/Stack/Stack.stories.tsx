import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from './Stack';

const meta = {
  component: Stack,
  args: { children: ['First', 'Second'].map((text) => <section key={text}>{text}</section>) },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const second = canvas.getByText('Second');
    const first = canvas.getByText('First');
    await expect(second.getBoundingClientRect().top - first.getBoundingClientRect().bottom).toBe(
      32,
    );
  },
};
