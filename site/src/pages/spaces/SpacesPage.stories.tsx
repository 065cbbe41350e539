import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPage } from '../../../../mocks/pageDecorator';
import { SpacesPage } from './SpacesPage';

const meta = { component: SpacesPage, decorators: [withPage] } satisfies Meta<typeof SpacesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('navigation', { name: 'Spaces' })).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sun', '/spaces/sun'],
      ['Star', '/spaces/star'],
      ['Moon', '/spaces/moon'],
      ['Garden', '/spaces/garden'],
      ['Heart', '/spaces/heart'],
      ['Time', '/spaces/time'],
      ['App Gallery', '/spaces/appgallery'],
    ]);
  },
};
