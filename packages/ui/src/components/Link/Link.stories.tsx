import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link, LinkProvider, type LinkProps } from './Link';

const meta = {
  component: Link,
  args: { href: '/spaces', children: 'Spaces' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlainAnchor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Spaces' })).toHaveAttribute('href', '/spaces');
  },
};

function MarkedLink({ children, ...props }: LinkProps) {
  return (
    <a {...props} data-router="yes">
      {children}
    </a>
  );
}

export const ThroughProvider: Story = {
  decorators: [
    (Story) => (
      <LinkProvider component={MarkedLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Spaces' })).toHaveAttribute(
      'data-router',
      'yes',
    );
  },
};
