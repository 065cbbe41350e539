import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from './Icon';
import { ICON_NAMES } from '../../rules/iconNames';

const meta = {
  component: Icon,
  args: { name: 'star', size: 32 },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Named: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveClass('lucide-star');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const UnknownNameFallsBack: Story = {
  args: { name: 'no-such-icon' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveClass('lucide-sparkles');
  },
};

/** Every icon content may name, with its name. */
export const AllIcons: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
        gap: 16,
      }}
    >
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Icon name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(ICON_NAMES.length);
  },
};
