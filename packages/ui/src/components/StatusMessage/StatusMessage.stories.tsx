import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusMessage } from './StatusMessage';

const meta = {
  component: StatusMessage,
  args: { title: 'Something went wrong', message: 'This page could not be shown.' },
} satisfies Meta<typeof StatusMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorTone: Story = {
  args: { tone: 'error', children: <a href="/">Go to the home page</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Something went wrong',
    );
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  },
};

/** All a page shows, so its heading is the page's. */
export const InfoTone: Story = {
  args: {
    tone: 'info',
    title: 'No such app',
    message: 'There is no app with this number.',
    headingLevel: 1,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No such app');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('No such app');
  },
};
