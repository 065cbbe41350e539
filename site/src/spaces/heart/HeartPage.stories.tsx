import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withPage } from '../../../mocks/pageDecorator';
import { HeartPage } from './HeartPage';
import { playsInEnglish } from '../../../../mocks/playsInEnglish';

const meta = { component: HeartPage, decorators: [withPage] } satisfies Meta<typeof HeartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: playsInEnglish(async ({ canvas }) => {
    const grid = canvas.getByRole('group', { name: 'Heart' });
    const letters = within(grid).getAllByRole('button');
    await expect(letters.map((button) => button.textContent).join('')).toBe(
      'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    );
    await userEvent.click(within(grid).getByRole('button', { name: 'K' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Kind');
  }),
};

export const FromTheKeyboard: Story = {
  play: playsInEnglish(async ({ canvas }) => {
    within(canvas.getByRole('group', { name: 'Heart' }))
      .getByRole('button', { name: 'Z' })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Zestful');
  }),
};
