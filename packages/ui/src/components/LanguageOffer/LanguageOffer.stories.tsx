import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LanguageOffer } from './LanguageOffer';

const meta = {
  component: LanguageOffer,
  args: {
    lang: 'my',
    message: 'ဤစာမျက်နှာကို မြန်မာဘာသာဖြင့်လည်း ဖတ်နိုင်ပါသည်။',
    acceptLabel: 'မြန်မာဘာသာဖြင့် ဖတ်မည်',
    dismissLabel: 'မလိုပါ',
    onAccept: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof LanguageOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Myanmar: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const note = canvas.getByRole('complementary', { name: args.message });
    await expect(note).toHaveAttribute('lang', 'my');
    await expect(canvas.getByRole('status')).toHaveTextContent(args.message);
    await userEvent.click(canvas.getByRole('button', { name: args.acceptLabel }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: args.dismissLabel }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const Chinese: Story = {
  args: {
    lang: 'zh',
    message: '本页面也有中文版。',
    acceptLabel: '阅读中文版',
    dismissLabel: '不用了',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('complementary', { name: args.message })).toHaveAttribute(
      'lang',
      'zh',
    );
    // It takes no focus from the page.
    await expect(canvas.getByRole('button', { name: args.acceptLabel })).not.toHaveFocus();
  },
};
