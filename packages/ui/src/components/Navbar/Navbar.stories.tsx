import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT, type StoryT } from '../../../../../mocks/translations';
import { Navbar } from './Navbar';

const text = (t: StoryT) => ({
  links: [
    { href: '/hello', label: t('nav.hello') },
    { href: '/me', label: t('nav.readme'), current: true },
    { href: '/spaces', label: t('nav.spaces') },
    { href: '/contact', label: t('nav.contact') },
  ],
  labels: { navigation: t('nav.label'), menu: t('nav.menu'), theme: t('nav.theme_dark') },
});

const meta = {
  component: Navbar,
  args: { brand: 'Aung Sample', themeMode: 'dark', onToggleTheme: fn(), ...text(storyT('en')) },
  parameters: { localize: text, layout: 'fullscreen' },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Readme' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Hello' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Aung Sample' })).toHaveAttribute('href', '/');
    const themeButton = canvas.getByRole('button', { name: /Theme/ });
    await expect(themeButton).toHaveAttribute('data-state', 'dark');
    await expect(themeButton.querySelector('svg.lucide-star')).not.toBeNull();
    await userEvent.click(themeButton);
    await expect(args.onToggleTheme).toHaveBeenCalledOnce();
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  args: {
    themeMode: 'light',
    labels: { ...meta.args.labels, theme: storyT('en')('nav.theme_light') },
  },
  play: async ({ canvas }) => {
    const themeButton = canvas.getByRole('button', { name: /Theme/ });
    await expect(themeButton).toHaveAttribute('data-state', 'light');
    await expect(themeButton.querySelector('svg.lucide-sun')).not.toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
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
  },
};
