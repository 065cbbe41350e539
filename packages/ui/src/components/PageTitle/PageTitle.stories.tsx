import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StoryT } from '../../../../../mocks/translations';
import { expect } from 'storybook/test';
import { PageTitle } from './PageTitle';
import { playsInEnglish } from '../../../../../mocks/playsInEnglish';

const meta = {
  component: PageTitle,
  args: { children: 'Spaces' },
  parameters: { localize: (t: StoryT) => ({ children: t('pages.spaces') }) },
} satisfies Meta<typeof PageTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: playsInEnglish(async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  }),
};
