import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import points from '../../../../../mocks/fixtures/globe-points.json';
import { Globe } from './Globe';

const meta = {
  component: Globe,
  args: {
    points,
    label: 'A globe of dots turning slowly',
    initialRotation: 96,
  },
  argTypes: { points: { control: false } },
} satisfies Meta<typeof Globe>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectGlobe: Story['play'] = async ({ canvas, canvasElement }) => {
  await expect(canvas.getByRole('img', { name: 'A globe of dots turning slowly' })).toBeVisible();
  await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
};

export const Rotating: Story = {
  // Each snapshot would catch another angle: visual tests compare `Paused` instead.
  parameters: { chromatic: { disableSnapshot: true } },
  play: expectGlobe,
};

/** Held still at a fixed angle: what visual tests compare. */
export const Paused: Story = {
  args: { paused: true, initialRotation: 96 },
  play: expectGlobe,
};

export const Light: Story = {
  args: { paused: true, initialRotation: -40 },
  globals: { theme: 'light' },
  play: expectGlobe,
};

/** The visitor prefers reduced motion: drawn once, never turning. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true, initialRotation: 10, size: 240 },
  play: expectGlobe,
};

/** No WebGL context can be made after all: the static drawing takes the globe's place. */
export const WebGLFails: Story = {
  name: 'WebGL fails',
  beforeEach: () => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      type: string,
      ...rest: unknown[]
    ) {
      if (type.startsWith('webgl')) return null;
      return getContext.call(this, type, ...rest);
    } as typeof getContext;
    return () => {
      HTMLCanvasElement.prototype.getContext = getContext;
    };
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('canvas')).toBeNull());
    const globe = canvas.getByRole('img', { name: 'A globe of dots turning slowly' });
    await expect(globe.querySelector('svg path')).not.toBeNull();
  },
};
