import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyT, type StoryT } from '../../../../../mocks/translations';
import { Footer } from './Footer';
import { playsInEnglish } from '../../../../../mocks/playsInEnglish';

const text = (t: StoryT) => ({
  siteLinks: [
    { href: '/hello', label: t('nav.hello') },
    { href: '/me', label: t('nav.readme') },
    { href: '/contact', label: t('nav.contact') },
  ],
  legalLinks: [
    { href: '/privacy', label: t('footer.privacy') },
    { href: '/terms', label: t('footer.terms') },
  ],
  quote: { title: t('footer.quote_title'), text: t('footer.quote') },
  labels: {
    siteLinks: t('footer.site_links'),
    legalLinks: t('footer.legal_links'),
    rights: t('footer.rights'),
  },
});

const meta = {
  component: Footer,
  args: { year: 2026, ownerName: 'Aung Sample', ...text(storyT('en')) },
  parameters: { localize: text, layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: playsInEnglish(async ({ canvas }) => {
    const site = canvas.getByRole('navigation', { name: 'Site' });
    await expect(site.querySelectorAll('a')).toHaveLength(3);
    const legal = canvas.getByRole('navigation', { name: 'Legal' });
    await expect(legal.querySelectorAll('a')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: 'Being Fearless' })).toBeVisible();
    await expect(canvas.getByText(/© 2026 Aung Sample\./)).toBeVisible();
  }),
};

export const OtherYearAndOwner: Story = {
  args: { year: 2031, ownerName: 'Mya Example' },
  play: playsInEnglish(async ({ canvas }) => {
    await expect(canvas.getByText(/© 2031 Mya Example\./)).toBeVisible();
  }),
};
