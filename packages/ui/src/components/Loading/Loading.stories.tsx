import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StoryT } from '../../../../../mocks/translations';
import { expect } from 'storybook/test';
import { Loading } from './Loading';
import { playsInEnglish } from '../../../../../mocks/playsInEnglish';

const meta = {
  component: Loading,
  args: { label: 'Loading…' },
  parameters: { localize: (t: StoryT) => ({ label: t('loading') }) },
} satisfies Meta<typeof Loading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: playsInEnglish(async ({ canvas }) => {
    const busy = canvas.getByRole('status');
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveTextContent('…');
    await expect(busy).toHaveTextContent('Loading…');
  }),
};

/** Where one line of text will come: the size of a paragraph. */
export const Line: Story = {
  args: { size: 'line' },
  play: playsInEnglish(async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  }),
};
