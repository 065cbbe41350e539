import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { savedSunAnswer, sunAnswers } from '../../../mocks/handlers';
import { withPage } from '../../../mocks/pageDecorator';
import { SunPage } from './SunPage';

const meta = { component: SunPage, decorators: [withPage] } satisfies Meta<typeof SunPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ServiceAnswers: Story = {
  parameters: { msw: { handlers: [sunAnswers.ok] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Source: sunrise-sunset.org.')).toBeVisible();
    await expect(canvas.getByText('Yangon, Myanmar')).toBeVisible();
    await expect(canvas.getByText('Times in Asia/Yangon (UTC+06:30)')).toBeVisible();
    await expect(canvas.getAllByRole('term')).toHaveLength(10);
    await expect(canvas.getByText('06:12')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const SavedAnswer: Story = {
  parameters: { msw: { handlers: [savedSunAnswer] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        /^Source: sunrise-sunset\.org, its answer saved on this device on .+ at \d\d:\d\d\.$/,
      ),
    ).toBeVisible();
    await expect(canvas.getByText('06:12')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
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
  play: fallsBack,
};
export const ServiceRefuses: Story = {
  parameters: { msw: { handlers: [sunAnswers.refused] } },
  play: fallsBack,
};
export const ServiceAnswersGarbage: Story = {
  parameters: { msw: { handlers: [sunAnswers.malformed] } },
  play: fallsBack,
};

export const ServiceSlow: Story = {
  parameters: { msw: { handlers: [sunAnswers.slow] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};
