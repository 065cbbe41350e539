import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'storybook/test';
import { RouteError } from './RouteError';
import { ScreenRoute } from './ScreenRoute';
import { playsInEnglish } from '../../../mocks/playsInEnglish';

const meta = {
  component: RouteError,
  args: { error: new Error('No screen MissingPage in src/pages/MissingPage.tsx') },
  // A route whose screen's module is not there, as when its chunk cannot be had.
  render: () => (
    <MemoryRouter>
      <ScreenRoute screen={{ module: 'src/pages/MissingPage.tsx', name: 'MissingPage' }} />
    </MemoryRouter>
  ),
} satisfies Meta<typeof RouteError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ScreenFailed: Story = {
  play: playsInEnglish(async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
    // In place of the screen, so the page's heading.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Something went wrong',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  }),
};
