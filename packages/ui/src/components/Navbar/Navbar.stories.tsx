import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT, type StoryT } from '../../../../../mocks/translations';
import { Navbar } from './Navbar';
import { playsInEnglish } from '../../../../../mocks/playsInEnglish';

const text = (t: StoryT) => ({
  links: [
    { href: '/hello', label: t('nav.hello') },
    { href: '/me', label: t('nav.readme'), current: true },
    { href: '/spaces', label: t('nav.spaces') },
    { href: '/contact', label: t('nav.contact') },
  ],
  labels: {
    navigation: t('nav.label'),
    menu: t('nav.menu'),
    theme: { dark: t('nav.theme_dark'), light: t('nav.theme_light') },
  },
});

const meta = {
  component: Navbar,
  args: { brand: 'Aung Sample', onToggleTheme: fn(), ...text(storyT('en')) },
  parameters: { localize: text, layout: 'fullscreen' },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: playsInEnglish(async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Readme' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Hello' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Aung Sample' })).toHaveAttribute('href', '/');
    // The mode's name and icon only: the other mode's are in the markup, not shown.
    const themeButton = canvas.getByRole('button', { name: 'Theme: dark (switch to light)' });
    await expect(themeButton.querySelector('svg.lucide-star')).toBeVisible();
    await expect(themeButton.querySelector('svg.lucide-sun')).not.toBeVisible();
    await userEvent.click(themeButton);
    await expect(args.onToggleTheme).toHaveBeenCalledOnce();
  }),
};

export const Light: Story = {
  globals: { theme: 'light' },
  play: playsInEnglish(async ({ canvas }) => {
    const themeButton = canvas.getByRole('button', { name: 'Theme: light (switch to dark)' });
    await expect(themeButton.querySelector('svg.lucide-sun')).toBeVisible();
    await expect(themeButton.querySelector('svg.lucide-star')).not.toBeVisible();
  }),
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: playsInEnglish(async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Spaces' })).toBeNull();
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Spaces' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
  }),
};
