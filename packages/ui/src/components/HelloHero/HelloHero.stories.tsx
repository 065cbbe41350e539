import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyT, type StoryT } from '../../../../../mocks/translations';
import { IconLinks } from '../IconLinks';
import { HelloHero } from './HelloHero';
import { playsInEnglish } from '../../../../../mocks/playsInEnglish';

const text = (t: StoryT) => ({ greeting: t('hello.greeting') });

const meta = {
  component: HelloHero,
  args: {
    timeOfDay: 'day',
    name: 'Aung Sample',
    role: 'Full-stack app developer',
    month: 'November 2026',
    ...text(storyT('en')),
    children: (
      <IconLinks
        newTabLabel="(opens in a new tab)"
        items={[
          { href: 'https://example.com/links', label: 'Link hub', icon: 'link', external: true },
          { href: '/spaces', label: 'Spaces', icon: 'layout-grid' },
        ]}
      />
    ),
  },
  parameters: { localize: text },
} satisfies Meta<typeof HelloHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Day: Story = {
  play: playsInEnglish(async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Aung Sample' })).toBeVisible();
    await expect(canvas.getByText('November 2026')).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-time-of-day', 'day');
  }),
};

export const Night: Story = {
  args: { timeOfDay: 'night' },
  play: playsInEnglish(async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute(
      'data-time-of-day',
      'night',
    );
  }),
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: playsInEnglish(async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  }),
};
