import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { savedSunAnswer, sunAnswers } from '../../../mocks/handlers';
import { astronomyLoaded } from '../../../mocks/astronomyLoaded';
import { withPage } from '../../../mocks/pageDecorator';
import { SunPage } from './SunPage';
import { playsInEnglish } from '../../../../mocks/playsInEnglish';

const meta = {
  component: SunPage,
  decorators: [withPage],
  loaders: [astronomyLoaded],
} satisfies Meta<typeof SunPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where the plays are not played (another language), the story is shown once the times are. */
const timesShown: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy]')).toBeNull(), {
    timeout: 5000,
  });
};

export const ServiceAnswers: Story = {
  parameters: { msw: { handlers: [sunAnswers.ok] } },
  play: playsInEnglish(async ({ canvas }) => {
    await expect(await canvas.findByText('Source: sunrise-sunset.org.')).toBeVisible();
    await expect(canvas.getByText('Yangon, Myanmar')).toBeVisible();
    await expect(canvas.getByText('Times in Asia/Yangon (UTC+06:30)')).toBeVisible();
    await expect(canvas.getAllByRole('term')).toHaveLength(10);
    await expect(canvas.getByText('06:12')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  }, timesShown),
};

export const SavedAnswer: Story = {
  parameters: { msw: { handlers: [savedSunAnswer] } },
  play: playsInEnglish(async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        /^Source: sunrise-sunset\.org, its answer saved on this device on .+ at \d\d:\d\d\.$/,
      ),
    ).toBeVisible();
    await expect(canvas.getByText('06:12')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  }, timesShown),
};

const fallsBack: Story['play'] = async ({ canvas }) => {
  await expect(
    await canvas.findByText('Source: computed on this device with Astronomy Engine.'),
  ).toBeVisible();
  await expect(canvas.getByRole('status')).toHaveTextContent('unavailable');
  await expect(canvas.getAllByRole('term')).toHaveLength(10);
};

export const ServiceDown: Story = {
  parameters: { msw: { handlers: [sunAnswers.httpError] } },
  play: playsInEnglish(fallsBack, timesShown),
};
export const ServiceRefuses: Story = {
  parameters: { msw: { handlers: [sunAnswers.refused] } },
  play: playsInEnglish(fallsBack, timesShown),
};
export const ServiceAnswersGarbage: Story = {
  parameters: { msw: { handlers: [sunAnswers.malformed] } },
  play: playsInEnglish(fallsBack, timesShown),
};

export const ServiceSlow: Story = {
  parameters: { msw: { handlers: [sunAnswers.slow] } },
  play: playsInEnglish(async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  }, timesShown),
};
