import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPage } from '../../../mocks/pageDecorator';
import { GardenPage } from './GardenPage';
import { playsInEnglish } from '../../../../mocks/playsInEnglish';

const meta = { component: GardenPage, decorators: [withPage] } satisfies Meta<typeof GardenPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: playsInEnglish(async ({ canvas, canvasElement }) => {
    const grid = canvas.getByRole('group', { name: 'Garden' });
    await expect(within(grid).getAllByRole('button')).toHaveLength(13);
    await userEvent.click(within(grid).getByRole('button', { name: 'Lavender' }));
    const toast = await canvas.findByRole('alert');
    await expect(toast).toHaveTextContent('Lavender: Calm');
    await expect(toast).toHaveTextContent('peace is already growing inside you');
    await waitFor(() => expect(canvasElement.querySelector('.toast-tone-gold')).not.toBeNull());
  }),
};
