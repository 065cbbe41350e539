import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { I18nextProvider } from 'react-i18next';
import { GlobalStyle, ThemeProvider, type ThemeMode } from '@portfolio/ui';
import { loadScriptFont, type ScriptFont } from '@portfolio/ui/fonts';
import { handlers } from '../mocks/handlers';
import { storyI18n } from '../mocks/i18n';
import { storyT, type StoryT } from '../mocks/translations';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Text props of a story in the toolbar's language (English comes from the story's args). */
    localize?: (t: StoryT) => Record<string, unknown>;
  }
}

const scriptFonts: Record<string, ScriptFont> = { my: 'myanmar', zh: 'chinese', ko: 'korean' };

const withTheme: Decorator = (Story, { globals }) => (
  <ThemeProvider mode={globals.theme as ThemeMode}>
    <GlobalStyle />
    <Story />
  </ThemeProvider>
);

const withLanguage: Decorator = (Story, { globals, parameters, args }) => {
  const locale = String(globals.locale);
  document.documentElement.lang = locale;
  const script = scriptFonts[locale];
  if (script) void loadScriptFont(script);
  if (storyI18n.language !== locale) void storyI18n.changeLanguage(locale);
  const localized =
    locale === 'en' || !parameters.localize
      ? args
      : { ...args, ...parameters.localize(storyT(locale)) };
  return (
    <I18nextProvider i18n={storyI18n}>
      <Story args={localized} />
    </I18nextProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'light', title: 'Light', icon: 'sun' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the text',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'my', title: 'မြန်မာ' },
          { value: 'zh', title: '中文' },
          { value: 'ko', title: '한국어' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark', locale: 'en' },
  decorators: [withLanguage, withTheme],
  loaders: [mswLoader()],
  parameters: {
    msw: { handlers },
    // Accessibility violations fail the story tests.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
