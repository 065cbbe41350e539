import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withPage } from '../../../mocks/pageDecorator';
import { AppGalleryPage } from './AppGalleryPage';
import { playsInEnglish } from '../../../../mocks/playsInEnglish';

const meta = { component: AppGalleryPage, decorators: [withPage] } satisfies Meta<
  typeof AppGalleryPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: playsInEnglish(async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    const view = canvas.getByRole('link', { name: /View Scripture Reader/ });
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(view).toHaveAccessibleName('View Scripture Reader (opens in a new tab)');
  }),
};

export const Loading: Story = {
  parameters: { source: 'silent' },
  play: playsInEnglish(async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
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
