import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { moonAnswers } from '../../../mocks/handlers';
import { astronomyLoaded } from '../../../mocks/astronomyLoaded';
import { withPage } from '../../../mocks/pageDecorator';
import { MoonPage } from './MoonPage';
import { playsInEnglish } from '../../../../mocks/playsInEnglish';

const meta = {
  component: MoonPage,
  decorators: [withPage],
  loaders: [astronomyLoaded],
} satisfies Meta<typeof MoonPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * In any language, before the picture: the reading is in once its day is announced. The service's
 * answer can come late on a busy machine; without this wait the Myanmar modes photographed the
 * page the moment it rendered, and a late answer timed out as the clock was moved to its freeze.
 */
const readingAnnounced: Story['play'] = async ({ canvasElement }) => {
  await within(canvasElement).findByRole('alert', {}, { timeout: 6000 });
};

export const ComputedLocally: Story = {
  play: playsInEnglish(async ({ canvas, canvasElement }) => {
    const days = within(canvas.getByRole('group', { name: 'Days of the moon' })).getAllByRole(
      'button',
    );
    await expect(days).toHaveLength(29);
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[aria-current="date"]')).toHaveLength(1),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/DAY - \d+/);
    await expect(
      canvas.getByText('Source: computed on this device with Astronomy Engine.'),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Day 7: First Quarter' }));
    await waitFor(() =>
      expect(canvasElement.querySelector('.toast-tone-white')).toHaveTextContent('DAY - 7'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Day 28: Waning Crescent' }));
    await waitFor(() =>
      expect(canvasElement.querySelector('.toast-tone-red')).toHaveTextContent('DAY - 28'),
    );
  }, readingAnnounced),
};

export const FromTheService: Story = {
  parameters: { moonService: true, msw: { handlers: [moonAnswers.ok] } },
  play: playsInEnglish(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Source: the moon phase service.')).toBeVisible();
    const today = canvasElement.querySelector('[aria-current="date"]');
    await expect(today).toHaveAccessibleName('Day 11: Waxing Gibbous');
    await userEvent.click(today as HTMLElement);
    await waitFor(() =>
      expect(canvasElement.querySelector('.toast-tone-lightgreen')).toHaveTextContent(
        'Waxing GibbousDAY - 11',
      ),
    );
  }, readingAnnounced),
};

export const ServiceFails: Story = {
  parameters: { moonService: true, msw: { handlers: [moonAnswers.malformed] } },
  play: playsInEnglish(async ({ canvas }) => {
    await expect(
      await canvas.findByText('Source: computed on this device with Astronomy Engine.'),
    ).toBeVisible();
    await expect(
      canvas.getAllByRole('status').some((status) => /unavailable/.test(status.textContent ?? '')),
    ).toBe(true);
  }, readingAnnounced),
};
