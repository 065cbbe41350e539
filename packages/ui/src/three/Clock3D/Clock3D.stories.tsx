import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor } from 'storybook/test';
import { clockDigits } from '../../rules/clockDigits';
import { Clock3D, type Clock3DProps } from './Clock3D';

const meta = {
  component: Clock3D,
  args: { time: new Date(2026, 10, 21, 10, 42, 7), label: 'The time is 10:42:07' },
  // The swing into place lasts about a second: visual tests wait for it to end.
  parameters: { chromatic: { delay: 1500 } },
} satisfies Meta<typeof Clock3D>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectClock =
  (name: string): Story['play'] =>
  async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
    // The Canvas puts its aria-hidden on the <canvas>'s wrapper: hidden all the same.
    const hidden = canvasElement.querySelector('canvas')?.closest('[aria-hidden="true"]');
    await expect(hidden).not.toBeNull();
  };

export const TenFortyTwo: Story = {
  play: expectClock('The time is 10:42:07'),
};

/** Midnight on the 24-hour clock, with leading zeros. */
export const Midnight: Story = {
  args: { time: new Date(2026, 10, 22, 0, 0, 0), label: 'The time is 00:00:00' },
  play: expectClock('The time is 00:00:00'),
};

export const Light: Story = {
  globals: { theme: 'light' },
  play: expectClock('The time is 10:42:07'),
};

/** The visitor prefers reduced motion: drawn at rest at once, then only when the time changes. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true, size: 320 },
  parameters: { chromatic: { delay: 0 } },
  play: expectClock('The time is 10:42:07'),
};

/** How a page drives it: a new `time` each second (here from a fixed start, a second a tick). */
function TickingClock({ time, ...props }: Clock3DProps) {
  const [now, setNow] = useState(time);
  useEffect(() => {
    const timer = setInterval(() => setNow((then) => new Date(then.getTime() + 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return <Clock3D {...props} time={now} label={`The time is ${clockDigits(now)}`} />;
}

export const Ticking: Story = {
  // Each snapshot would catch another second: visual tests compare the still stories instead.
  parameters: { chromatic: { disableSnapshot: true } },
  render: (args) => <TickingClock {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'The time is 10:42:07' })).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: 'The time is 10:42:08' }, { timeout: 3000 }),
    ).toBeVisible();
  },
};

/** No WebGL context can be made after all: the drawn clock takes the 3D one's place. */
export const WebGLFails: Story = {
  name: 'WebGL fails',
  beforeEach: () => {
    const { getContext } = HTMLCanvasElement.prototype;
    const spy = spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
      this: HTMLCanvasElement,
      type: string,
      options?: unknown,
    ) {
      return type.startsWith('webgl') ? null : getContext.call(this, type, options);
    } as typeof getContext);
    return () => spy.mockRestore();
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('canvas')).toBeNull());
    const clock = canvas.getByRole('img', { name: 'The time is 10:42:07' });
    await expect(clock).toHaveTextContent('10:42:07');
  },
};
