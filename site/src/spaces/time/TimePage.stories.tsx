import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { withPage } from '../../../mocks/pageDecorator';
import { TimePage } from './TimePage';
import { playsInEnglish } from '../../../../mocks/playsInEnglish';

const meta = { component: TimePage, decorators: [withPage] } satisfies Meta<typeof TimePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Now: Story = {
  play: playsInEnglish(async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(9);
    await expect(canvasElement.querySelectorAll('[aria-current="time"]')).toHaveLength(1);
    const clock = await canvas.findByRole('img', { name: /^The time is \d\d:\d\d:\d\d$/ });
    const first = clock.getAttribute('aria-label');
    await waitFor(
      () =>
        expect(
          canvas.getByRole('img', { name: /^The time is/ }).getAttribute('aria-label'),
        ).not.toBe(first),
      {
        timeout: 2500,
      },
    );
  }),
};
