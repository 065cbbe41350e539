import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MoonPhase } from './MoonPhase';

const meta = { component: MoonPhase, args: { day: 4, size: 96 } } satisfies Meta<typeof MoonPhase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whether a point of the 48 x 48 drawing is on the lit part. */
const lit = (canvasElement: HTMLElement, x: number, y: number) => {
  const path = canvasElement.querySelector('path');
  if (!path) return false;
  const point = path.ownerSVGElement?.createSVGPoint() ?? new DOMPoint();
  point.x = x;
  point.y = y;
  return path.isPointInFill(point);
};

export const WaxingCrescent: Story = {
  play: async ({ canvasElement }) => {
    await expect(lit(canvasElement, 42, 24)).toBe(true);
    await expect(lit(canvasElement, 24, 24)).toBe(false);
    await expect(lit(canvasElement, 8, 24)).toBe(false);
  },
};

export const WaningGibbous: Story = {
  args: { day: 19 },
  play: async ({ canvasElement }) => {
    await expect(lit(canvasElement, 8, 24)).toBe(true);
    await expect(lit(canvasElement, 24, 24)).toBe(true);
    await expect(lit(canvasElement, 42, 24)).toBe(false);
  },
};

export const NewMoon: Story = {
  args: { day: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('path')).toBeNull();
  },
};

export const FullMoon: Story = {
  args: { day: 14.77 },
  play: async ({ canvasElement }) => {
    await expect([
      lit(canvasElement, 8, 24),
      lit(canvasElement, 24, 24),
      lit(canvasElement, 40, 24),
    ]).toEqual([true, true, true]);
  },
};

/** Every tile's face, day 0 to 28. */
export const WholeCycle: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {Array.from({ length: 29 }, (_, day) => (
        <MoonPhase key={day} day={day} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(29);
  },
};
