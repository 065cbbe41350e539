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
    // Paragraphs and emphasis are drawn at once, without the sanitiser.
    await expect(canvas.getByText('big results').tagName).toBe('EM');
  },
};

export const WithLink: Story = {
  args: {
    quoteHtml:
      '<p>千里之行，<strong>始于足下</strong>。<small>——<a href="https://zh.wikisource.org/">《道德经》</a></small></p>',
    lang: 'zh',
  },
  play: async ({ canvas }) => {
    // Formatted once the sanitiser has arrived: the link opens in a tab of its own.
    const link = await canvas.findByRole('link', { name: '《道德经》' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
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

/** A colour as the browser paints it: [r, g, b] from 0 to 255. */
function painted(color: string): number[] {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return [];
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
}

/** WCAG's contrast ratio of two painted colours. */
function contrast(one: number[], other: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** A yellow badge on the light card: its icon still reads (WCAG AA, 4.5:1). */
export const YellowBadgeInLight: Story = {
  globals: { theme: 'light' },
  args: { badgeColor: '#f5c542', badgeIcon: 'sun' },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('figure > span');
    await expect(badge).not.toBeNull();
    // What shows behind the icon: the badge's own background, or the first one under it.
    let under: Element | null = badge;
    while (under && getComputedStyle(under).backgroundColor === 'rgba(0, 0, 0, 0)')
      under = under.parentElement;
    const background = under ? getComputedStyle(under).backgroundColor : 'white';
    const { color } = getComputedStyle(badge as Element);
    await expect(contrast(painted(color), painted(background))).toBeGreaterThanOrEqual(4.5);
  },
};
