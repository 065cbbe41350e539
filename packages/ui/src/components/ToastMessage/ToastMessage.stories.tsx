import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ToastMessage } from './ToastMessage';
import { TOAST_TONE_ROLES, toastToneClass, type ToastTone } from './toastTones';
import { ToastToneStyles } from './ToastToneStyles';

const meta = {
  component: ToastMessage,
  args: { title: 'Rose: Love', message: 'Love grows best when you give it freely.' },
} satisfies Meta<typeof ToastMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rose: Love')).toBeVisible();
  },
};

/** The design every toast shares, then every tone, as the toast container shows them. */
export const Tones: Story = {
  render: (args) => (
    <div className="Toastify" style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
      <ToastToneStyles />
      {[undefined, ...(Object.keys(TOAST_TONE_ROLES) as ToastTone[])].map((tone) => (
        <div
          key={tone ?? 'plain'}
          data-tone={tone ?? 'plain'}
          className={`Toastify__toast ${tone ? toastToneClass(tone) : ''}`}
          style={{
            padding: 12,
            borderRadius: 'var(--toastify-toast-bd-radius)',
            background: tone ? undefined : 'var(--toastify-color-dark)',
            color: tone ? undefined : 'var(--toastify-text-color-dark)',
          }}
        >
          <ToastMessage {...args} title={`${tone ?? 'plain'}: ${args.title}`} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const backgroundOf = (tone: string) => {
      const toast = canvasElement.querySelector(`[data-tone="${tone}"]`);
      return toast && getComputedStyle(toast).backgroundColor;
    };
    await expect(backgroundOf('gold')).toBe('rgb(245, 197, 66)');
    // The theme's raised surface, not react-toastify's #121212 or white.
    const surface = getComputedStyle(canvasElement).getPropertyValue('--color-surface-raised');
    const probe = document.createElement('div');
    probe.style.backgroundColor = surface;
    canvasElement.append(probe);
    await expect(backgroundOf('plain')).toBe(getComputedStyle(probe).backgroundColor);
    probe.remove();
  },
};
