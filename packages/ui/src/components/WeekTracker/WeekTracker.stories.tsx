import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyT, type StoryT } from '../../../../../mocks/translations';
import { WeekTracker } from './WeekTracker';
import { playsInEnglish } from '../../../../../mocks/playsInEnglish';

const text = (t: StoryT) => ({
  heading: t('hello.week_heading'),
  weeks: [1, 2, 3, 4].map((n) => ({ week: t(`hello.week_${n}`), name: t(`hello.week_${n}_name`) })),
});

const meta = {
  component: WeekTracker,
  args: { today: new Date(2026, 10, 3), ...text(storyT('en')) },
  parameters: { localize: text },
} satisfies Meta<typeof WeekTracker>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentIs =
  (name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const current = canvasElement.querySelectorAll('[aria-current="date"]');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent(name);
  };

export const Week1: Story = {
  args: { today: new Date(2026, 10, 7) },
  play: playsInEnglish(currentIs('Start')),
};
export const Week2: Story = {
  args: { today: new Date(2026, 10, 8) },
  play: playsInEnglish(currentIs('Plus')),
};
export const Week3: Story = {
  args: { today: new Date(2026, 10, 21) },
  play: playsInEnglish(currentIs('Focus')),
};
export const Week4: Story = {
  args: { today: new Date(2026, 10, 22) },
  play: playsInEnglish(currentIs('Goal')),
};
export const Phone: Story = {
  args: { today: new Date(2026, 10, 30) },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: playsInEnglish(currentIs('Goal')),
};
