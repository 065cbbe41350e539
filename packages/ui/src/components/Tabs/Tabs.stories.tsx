import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  component: Tabs,
  args: {
    label: 'Profile',
    tabs: [
      { id: 'personal', label: 'Personal', content: <p>Name and birthday</p> },
      { id: 'education', label: 'Education and languages', content: <p>School and languages</p> },
      { id: 'values', label: 'Values', content: <p>Honesty and patience</p> },
      { id: 'more', label: 'Knowledge and more', content: <p>Hobbies and a quote</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Personal: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Personal' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Personal' })).toHaveTextContent(
      'Name and birthday',
    );
  },
};

export const ArrowKeys: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Personal' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Education and languages' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('School and languages');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Knowledge and more' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Personal' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Hobbies and a quote');
  },
};

export const Values: Story = {
  args: { initialTab: 'values' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Honesty and patience');
    await expect(canvas.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  },
};
