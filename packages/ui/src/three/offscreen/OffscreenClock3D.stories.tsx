import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { OffscreenClock3D } from './OffscreenClock3D';
import { drawingWorker, failingWorker } from './storyWorkers';

const LABEL = 'The time is 10:42:07';

const meta = {
  component: OffscreenClock3D,
  args: {
    time: new Date(2026, 10, 21, 10, 42, 7),
    label: LABEL,
    reducedMotion: true,
    worker: drawingWorker(),
  },
  argTypes: { worker: { control: false } },
} satisfies Meta<typeof OffscreenClock3D>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drawn by a worker at a fixed time: the page's thread runs no three.js. */
export const FixedTime: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: LABEL })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
  },
};

/** The worker cannot draw: the flat clock takes the place, showing the same time. */
export const WorkerFails: Story = {
  args: { worker: failingWorker() },
  play: async ({ canvas, canvasElement }) => {
    // The flat clock replaces the canvas's frame: asked for anew until it shows.
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: LABEL })).toHaveTextContent(/10.?42.?07/),
    );
    await expect(canvasElement.querySelector('canvas')).toBeNull();
  },
};
