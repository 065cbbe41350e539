import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPage } from '../../mocks/pageDecorator';
import en from '../i18n/strings/en.json';
import { paths } from '../navigation/paths';
import { HUB_SPACES } from '../navigation/spaces';
import { SpacesPage } from './SpacesPage';
import { playsInEnglish } from '../../../mocks/playsInEnglish';

const meta = { component: SpacesPage, decorators: [withPage] } satisfies Meta<typeof SpacesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: playsInEnglish(async ({ canvas }) => {
    const links = within(canvas.getByRole('navigation', { name: 'Spaces' })).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      HUB_SPACES.map(({ name }) => [en.spaces_hub.links[name], paths.space(name)]),
    );
    // A space without a hub icon (the bookmark) is reached by its URL only.
    const hrefs = links.map((link) => link.getAttribute('href'));
    await expect(hrefs).not.toContain(paths.space('bookmark'));
  }),
};
