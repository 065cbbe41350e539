import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Layout } from './Layout';

const meta = {
  component: Layout,
  args: {
    skipLinkLabel: 'Skip to content',
    navbar: <header>Navigation bar</header>,
    footer: <footer>Footer</footer>,
    children: <h1>Page content</h1>,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { name: 'Page content' }),
    );
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
  },
};
