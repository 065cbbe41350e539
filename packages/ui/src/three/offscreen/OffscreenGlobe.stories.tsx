import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import points from '../../../../../mocks/fixtures/globe-points.json';
import { OffscreenGlobe } from './OffscreenGlobe';
import { drawingWorker, failingWorker } from './storyWorkers';

const LABEL = 'A globe of dots turning slowly';

const meta = {
  component: OffscreenGlobe,
  args: { points, label: LABEL, initialRotation: 96, paused: true, worker: drawingWorker() },
  argTypes: { points: { control: false }, worker: { control: false } },
} satisfies Meta<typeof OffscreenGlobe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drawn by a worker, held still: the page's thread runs no three.js. */
export const Paused: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: LABEL })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
  },
};

/** The worker cannot draw (no WebGL in workers there): the still drawing takes the place. */
export const WorkerFails: Story = {
  args: { worker: failingWorker() },
  play: async ({ canvas, canvasElement }) => {
    // The flat globe replaces the canvas's frame: asked for anew until it shows.
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: LABEL }).querySelector('svg path')).not.toBeNull(),
    );
    await expect(canvasElement.querySelector('canvas')).toBeNull();
  },
};
