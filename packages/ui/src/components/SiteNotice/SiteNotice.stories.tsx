import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { SITE_NOTICE_BLOCK_SIZE, SiteNotice } from './SiteNotice';

const meta = {
  component: SiteNotice,
  args: { message: 'You are offline: this page was saved on this device.' },
} satisfies Meta<typeof SiteNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('complementary', { name: args.message })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(args.message);
    await expect(canvas.queryByRole('button')).toBeNull();
    // Its room at the bottom, for toasts to stand above it: from its top to the window's bottom.
    const { top } = canvas.getByRole('complementary').getBoundingClientRect();
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue(SITE_NOTICE_BLOCK_SIZE)).toBe(
        `${Math.ceil(window.innerHeight - top)}px`,
      ),
    );
  },
};

export const NewVersion: Story = {
  args: {
    message: 'A new version of this site is available.',
    action: { label: 'Reload', onAction: fn() },
  },
  play: async ({ args, canvas, userEvent }) => {
    const reload = canvas.getByRole('button', { name: 'Reload' });
    // It takes no focus from the page.
    await expect(reload).not.toHaveFocus();
    await userEvent.click(reload);
    await expect(args.action?.onAction).toHaveBeenCalledOnce();
  },
};

export const Myanmar: Story = {
  args: {
    message: 'ဤဆိုက်၏ ဗားရှင်းအသစ် ရနိုင်ပါပြီ။',
    action: { label: 'ပြန်ဖွင့်ရန်', onAction: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ပြန်ဖွင့်ရန်' })).toBeVisible();
  },
};
