import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withPage } from '../../../mocks/pageDecorator';
import { StarPage } from './StarPage';
import { playsInEnglish } from '../../../../mocks/playsInEnglish';

const meta = { component: StarPage, decorators: [withPage] } satisfies Meta<typeof StarPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: playsInEnglish(async ({ canvas }) => {
    const grid = canvas.getByRole('group', { name: 'Star' });
    await expect(
      within(grid)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Brave', 'Self-Reliance', 'Walk', 'Dream', 'Fly']);
    await userEvent.click(within(grid).getByRole('button', { name: 'Fly' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Spread Your Wings');
  }),
};
