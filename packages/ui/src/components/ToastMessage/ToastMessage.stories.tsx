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

/** Every tone as the toast container shows it. */
export const Tones: Story = {
  render: (args) => (
    <div className="Toastify" style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
      <ToastToneStyles />
      {(Object.keys(TOAST_TONE_ROLES) as ToastTone[]).map((tone) => (
        <div
          key={tone}
          className={`Toastify__toast ${toastToneClass(tone)}`}
          style={{ padding: 12, borderRadius: 8 }}
        >
          <ToastMessage {...args} title={`${tone}: ${args.title}`} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const gold = canvasElement.querySelector(`.${toastToneClass('gold')}`);
    await expect(gold && getComputedStyle(gold).backgroundColor).toBe('rgb(245, 197, 66)');
  },
};
