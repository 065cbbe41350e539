import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { interpolate, storyT, translations, type StoryT } from '../../../../../mocks/translations';
import { LegalDocument } from './LegalDocument';
import { playsInEnglish } from '../../../../../mocks/playsInEnglish';

const values = {
  owner: 'Aung Sample',
  email: 'contact@example.com',
  city: 'Yangon',
  app: 'Scripture Reader',
};
const text = (t: StoryT, key: 'terms' | 'app_privacy') => ({
  ...interpolate(translations[t.locale].legal[key], values),
  contentsLabel: t('legal.contents'),
});

const meta = {
  component: LegalDocument,
  args: text(storyT('en'), 'terms'),
  parameters: { localize: (t: StoryT) => text(t, 'terms') },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TermsOfService: Story = {
  play: playsInEnglish(async ({ canvas }) => {
    const contents = canvas.getByRole('navigation', { name: 'Contents' });
    await expect(contents.querySelectorAll('li')).toHaveLength(8);
    await expect(canvas.queryByRole('time')).toBeNull();
    // Following the link is an end-to-end test: a jump inside the test runner's frame would leave it.
    const target = canvas.getByRole('heading', { name: '8. Governing Law' });
    await expect(canvas.getByRole('link', { name: 'Governing Law' })).toHaveAttribute(
      'href',
      `#${target.id}`,
    );
  }),
};

export const AppPrivacyPolicy: Story = {
  args: {
    ...text(storyT('en'), 'app_privacy'),
    effective: { label: 'Effective date: November 19, 2020', dateTime: '2020-11-19' },
  },
  parameters: { localize: (t: StoryT) => text(t, 'app_privacy') },
  play: playsInEnglish(async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Scripture Reader');
    await expect(canvas.getByText('Effective date: November 19, 2020')).toHaveAttribute(
      'datetime',
      '2020-11-19',
    );
  }),
};
