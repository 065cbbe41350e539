import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routes } from './routes';
import { SiteShell } from './SiteShell';

const meta = {
  component: SiteShell,
  render: () => <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/me'] })} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadmePage: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'About me' })).toBeVisible();
    const main = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(main).getByRole('link', { name: 'Readme', current: 'page' })).toBeVisible();
    await userEvent.click(within(main).getByRole('link', { name: 'Spaces' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Spaces' })).toBeVisible();
    await waitFor(() =>
      expect(within(main).getByRole('link', { current: 'page' })).toHaveTextContent('Spaces'),
    );
  },
};
