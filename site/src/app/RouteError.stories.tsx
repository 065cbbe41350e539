import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect } from 'storybook/test';
import { RouteError } from './RouteError';

function BrokenScreen(): never {
  throw new Error('A screen that cannot render');
}

const meta = {
  component: RouteError,
  render: () => (
    <RouterProvider
      router={createMemoryRouter([
        { path: '/', element: <BrokenScreen />, errorElement: <RouteError /> },
      ])}
    />
  ),
} satisfies Meta<typeof RouteError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ScreenFailed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};
