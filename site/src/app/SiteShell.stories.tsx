import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { isLanguage } from '../i18n/languages';
import { localizedPath } from '../i18n/languagePaths';
import { SiteRoutes } from './App';
import { loadAllScreens } from './routeScreens';
import { everyRoute } from './routes';
import { SiteShell } from './SiteShell';
import { playsInEnglish } from '../../../mocks/playsInEnglish';

const meta = {
  component: SiteShell,
  // At the Readme page's address in the toolbar's language: the site follows its address.
  render: (_args, { globals }) => {
    const language = String(globals.locale);
    const path = localizedPath(isLanguage(language) ? language : 'en', '/me');
    return (
      <MemoryRouter initialEntries={[path]}>
        <SiteRoutes />
      </MemoryRouter>
    );
  },
  // Every screen's code first: under the tests' act() a screen that suspends a navigation is
  // never woken when its code arrives (browsers do wake it; the e2e tests navigate so).
  loaders: [() => loadAllScreens(everyRoute())],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadmePage: Story = {
  play: playsInEnglish(async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'About me' })).toBeVisible();
    const main = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(main).getByRole('link', { name: 'Readme', current: 'page' })).toBeVisible();
    await userEvent.click(within(main).getByRole('link', { name: 'Spaces' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Spaces' })).toBeVisible();
    await waitFor(() =>
      expect(within(main).getByRole('link', { current: 'page' })).toHaveTextContent('Spaces'),
    );
  }),
};
