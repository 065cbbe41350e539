import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect } from 'storybook/test';
import { WithContentSource } from '../../../mocks/contentSources';
import { AppLegalPage } from './AppLegalPage';
import { playsInEnglish } from '../../../../mocks/playsInEnglish';

const meta = {
  component: AppLegalPage,
  args: { text: 'app_privacy' },
  parameters: {
    source: 'embedded',
    path: '/app/privacy/1',
  },
  render: (args, { parameters }) => (
    <WithContentSource name={parameters.source}>
      <MemoryRouter initialEntries={[parameters.path as string]}>
        <Routes>
          <Route path="/app/privacy/:id" element={<AppLegalPage {...args} />} />
          <Route path="/app/terms/:id" element={<AppLegalPage {...args} />} />
        </Routes>
      </MemoryRouter>
    </WithContentSource>
  ),
} satisfies Meta<typeof AppLegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Privacy: Story = {
  play: playsInEnglish(async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Scripture Reader',
    );
    await expect(canvas.getByText('Effective date: November 19, 2020')).toBeVisible();
  }),
};

export const Terms: Story = {
  args: { text: 'app_terms' },
  parameters: { path: '/app/terms/1' },
  play: playsInEnglish(async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Scripture Reader Terms of Service',
    );
    await expect(canvas.getAllByText(/Yangon/).length).toBeGreaterThan(0);
  }),
};

export const Loading: Story = {
  parameters: { source: 'silent' },
  play: playsInEnglish(async ({ canvas }) => {
    const busy = await canvas.findByRole('status');
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveTextContent('…');
  }),
};

export const UnknownApp: Story = {
  parameters: { path: '/app/privacy/42' },
  play: playsInEnglish(async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'No such app' }),
    ).toBeVisible();
    await expect(canvas.getByText(/“42”/)).toBeVisible();
  }),
};

/** An address that holds a message rather than a number: nothing of it is shown. */
export const SpoofedAddress: Story = {
  parameters: { path: '/app/privacy/1 is retired: call +95 9 000 000 000\u202E' },
  play: playsInEnglish(async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'No such app' }),
    ).toBeVisible();
    await expect(canvas.getByText('There is no app at this address.')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/retired|call|\u202E/);
  }),
};

export const StoreFails: Story = {
  parameters: { source: 'failing' },
  play: playsInEnglish(async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The content could not be loaded',
    );
  }),
};
