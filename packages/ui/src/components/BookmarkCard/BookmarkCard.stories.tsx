import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BookmarkCard } from './BookmarkCard';

const meta = {
  component: BookmarkCard,
  args: {
    quoteHtml: '<p>Small steps every day add up to <em>big results</em>.</p>',
    icon: 'footprints',
    badgeColor: '#7bd389',
    badgeIcon: 'leaf',
    lang: 'en',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof BookmarkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // Formatted once the sanitiser has arrived.
    await expect((await canvas.findByText('big results')).tagName).toBe('EM');
  },
};

export const Myanmar: Story = {
  args: { quoteHtml: '<p>စိတ်ရှည်ခြင်းသည် <strong>အောင်မြင်ခြင်း၏ သော့</strong> ဖြစ်သည်။</p>', lang: 'my' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('figure')).toHaveAttribute('lang', 'my');
  },
};

export const HostileHtml: Story = {
  args: {
    quoteHtml:
      '<p onclick="alert(1)">Text</p><img src=x onerror="alert(1)"><script>alert(1)</script>',
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Text', { selector: 'p' });
    await expect(canvasElement.querySelector('script, img, [onclick]')).toBeNull();
  },
};
