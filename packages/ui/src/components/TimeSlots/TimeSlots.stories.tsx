import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TIME_SLOTS } from '../../rules';
import { TimeSlots } from './TimeSlots';

const AM = [
  'Wake up',
  'Breakfast',
  'Work',
  'Focus',
  'Midnight',
  'Deep sleep',
  'Dreams',
  'Stillness',
  'Dawn',
];
const PM = [
  'Dinner',
  'Family time',
  'Reading',
  'Sleep',
  'Lunch',
  'Learn',
  'Tea break',
  'Exercise',
  'Rest',
];

/** The hours a site might give each slot before and after noon, on the 24-hour clock. */
const AM_HOURS = ['06 – 07', '07 – 08', '08 – 10', '10 – 12', '00 – 01', '01 – 03', '03 – 04'];
const HOURS = {
  am: [...AM_HOURS, '04 – 05', '05 – 06'],
  pm: [
    '18 – 19',
    '19 – 20',
    '20 – 22',
    '22 – 24',
    '12 – 13',
    '13 – 15',
    '15 – 16',
    '16 – 17',
    '17 – 18',
  ],
};

const meta = {
  component: TimeSlots,
  args: {
    label: 'Times of day',
    current: 5,
    half: 'pm',
    slots: TIME_SLOTS.map((slot, index) => ({
      slot,
      ranges: { am: HOURS.am[index] ?? '', pm: HOURS.pm[index] ?? '' },
      names: { am: AM[index] ?? '', pm: PM[index] ?? '' },
    })),
  },
} satisfies Meta<typeof TimeSlots>;

export default meta;
type Story = StoryObj<typeof meta>;

const current = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[aria-current="time"]');

export const Noon: Story = {
  play: async ({ canvas, canvasElement }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(9);
    await expect(canvasElement.querySelectorAll('[aria-current="time"]')).toHaveLength(1);
    const slot = current(canvasElement);
    // Only the afternoon's hours, name and scene show.
    await expect(within(slot as HTMLElement).getByText('12 – 13')).toBeVisible();
    await expect(within(slot as HTMLElement).getByText('00 – 01')).not.toBeVisible();
    await expect(within(slot as HTMLElement).getByText('Lunch')).toBeVisible();
    await expect(within(slot as HTMLElement).getByText('Midnight')).not.toBeVisible();
  },
};

export const Dusk: Story = {
  args: { current: 9 },
  play: async ({ canvasElement }) => {
    const scene = current(canvasElement)?.querySelector('svg[data-half-of="pm"]');
    await expect(scene).toBeVisible();
    await expect(scene).toHaveAttribute('data-slot', '9');
  },
};

/** 6:10 pm: slot 1 in the evening is dinner under a twilight sky, never "Wake up" at sunrise. */
export const EveningSix: Story = {
  args: { current: 1, half: 'pm' },
  play: async ({ canvasElement }) => {
    const slot = current(canvasElement) as HTMLElement;
    await expect(within(slot).getByText('Dinner')).toBeVisible();
    await expect(within(slot).getByText('Wake up')).not.toBeVisible();
    await expect(slot.querySelector('svg[data-half-of="pm"]')).toHaveAttribute(
      'data-scene',
      'night',
    );
  },
};

/** 12:30 at night: slot 5 is midnight under the moon, not lunch. */
export const HalfPastMidnight: Story = {
  args: { current: 5, half: 'am' },
  play: async ({ canvasElement }) => {
    const slot = current(canvasElement) as HTMLElement;
    await expect(within(slot).getByText('Midnight')).toBeVisible();
    await expect(within(slot).getByText('Lunch')).not.toBeVisible();
  },
};

/** Prerendered before anyone knows the time: no slot marked, the morning shown. */
export const NotYetKnown: Story = {
  args: { current: undefined, half: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(current(canvasElement)).toBeNull();
    await expect(canvas.getByText('Wake up')).toBeVisible();
  },
};
