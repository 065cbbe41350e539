import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StoryT } from '../../../../../mocks/translations';
import { expect, fn, userEvent } from 'storybook/test';
import { LanguageSelect } from './LanguageSelect';
import { playsInEnglish } from '../../../../../mocks/playsInEnglish';

const meta = {
  component: LanguageSelect,
  args: {
    label: 'Language',
    value: 'en',
    onChange: fn(),
    options: [
      { value: 'en', label: 'English' },
      { value: 'my', label: 'မြန်မာ' },
      { value: 'zh', label: '中文' },
      { value: 'ko', label: '한국어' },
    ],
  },
  parameters: { localize: (t: StoryT) => ({ label: t('language') }) },
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: playsInEnglish(async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveValue('en');
    await userEvent.selectOptions(select, 'my');
    await expect(args.onChange).toHaveBeenCalledWith('my');
  }),
};
