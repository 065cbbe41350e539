import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { withPage } from '../../../mocks/pageDecorator';
import { BookmarkPage } from './BookmarkPage';
import { playsInEnglish } from '../../../../mocks/playsInEnglish';

const meta = { component: BookmarkPage, decorators: [withPage] } satisfies Meta<
  typeof BookmarkPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: playsInEnglish(async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getAllByRole('figure')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Chinese' }));
    await expect(canvas.getByRole('button', { name: 'Chinese' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // The Chinese quotes show once the Chinese faces are in, whole once the sanitiser has the
    // one that links to its source.
    const source = await canvas.findByRole('link', { name: '《道德经》' }, { timeout: 5000 });
    await expect(source).toBeVisible();
    await expect(canvas.getByText(/千里之行/)).toBeVisible();
  }),
};

export const EmptyLanguage: Story = {
  parameters: { source: 'empty' },
  play: playsInEnglish(async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No bookmarks yet' })).toBeVisible();
  }),
};

/** Quotes carrying scripts, handlers and javascript: links: the text shows, nothing runs. */
export const HostileQuotes: Story = {
  parameters: { source: 'hostile' },
  play: playsInEnglish(async ({ canvas, canvasElement }) => {
    const pwned = () => (window as unknown as { __pwned?: string }).__pwned;
    await expect(canvas.getByText('Safe text')).toBeVisible();
    await userEvent.click(canvas.getByText('Styled'));
    await userEvent.click(canvas.getByText('A javascript: link'));
    await waitFor(() => expect(canvasElement.querySelectorAll('figure')).toHaveLength(6));
    await expect(
      canvasElement.querySelector(
        'script, iframe, img, svg[onload], [onerror], [onclick], [style]',
      ),
    ).toBeNull();
    await expect(canvas.getByText('A javascript: link')).not.toHaveAttribute('href');
    await expect(pwned()).toBeUndefined();
  }),
};
