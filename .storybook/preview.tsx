import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { isCommonAssetRequest } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { I18nextProvider } from 'react-i18next';
import { configure } from 'storybook/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { GlobalStyle, ThemeProvider, type ThemeMode } from '@portfolio/ui';
import { loadScriptFont, type ScriptFont } from '@portfolio/ui/fonts';
import { LANGUAGE_NAMES, LANGUAGES } from '../site/src/i18n/languages';
import { handlers } from '../site/mocks/handlers';
import { storyI18n } from '../site/mocks/i18n';
import { storyT, type StoryT } from '../mocks/translations';
import { MODES } from './modes';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Text props of a story in the toolbar's language (English comes from the story's args). */
    localize?: (t: StoryT) => Record<string, unknown>;
  }
}

// A play function's findBy* waits up to 3 s, not 1: under CI's load (two cores, every story file
// at once) a lazily loaded chunk, the toasts' library say, once took longer than a second.
configure({ asyncUtilTimeout: 3000 });

const SCRIPTS: ScriptFont[] = ['myanmar', 'chinese', 'korean'];

// Frames for the viewport menu: a phone (390 × 844) below `tokens.breakpoint.phone` (40rem) and a
// desktop (1280 × 800) above `tokens.breakpoint.desktop` (64rem); a story picks one with
// `globals: { viewport: { value: 'phone' } }`. Storybook's own small set stays (stories use
// `mobile1`), and the initial frame stays responsive, so story tests keep their size.
const viewports = {
  phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  ...MINIMAL_VIEWPORTS,
} as const;

/**
 * msw-storybook-addon's own start, but with the worker's URL relative to the Storybook: its
 * default, `/mockServiceWorker.js`, is missing when the static build is served from a sub-folder.
 * `BASE_URL` is './' in `storybook build` and '/' in `storybook dev` and the story tests.
 */
async function startMockServiceWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest(request, print) {
      const storybookAsset =
        /\.mdx$|sb-common-assets|iframe\.html|sb-vite|@vite|@react-refresh|\/virtual:|\.stories\./;
      if (isCommonAssetRequest(request) || storybookAsset.test(request.url)) return;
      print.warning();
    },
  });
  return worker;
}

/**
 * Every story renders with the Myanmar, Chinese and Korean faces in: a story in one of those
 * languages (the toolbar's, or its own `lang` arg) shows no other face first, and a language
 * select, as wide as its widest option (each language named in its own script), is measured in
 * the same faces whichever story came before it.
 */
const loadScriptFaces: Loader = () => Promise.all(SCRIPTS.map(loadScriptFont));

const withTheme: Decorator = (Story, { globals }) => (
  <ThemeProvider mode={globals.theme as ThemeMode}>
    <GlobalStyle />
    <Story />
  </ThemeProvider>
);

const withLanguage: Decorator = (Story, { globals, parameters, args }) => {
  const locale = String(globals.locale);
  document.documentElement.lang = locale;
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
        items: LANGUAGES.map((value) => ({ value, title: LANGUAGE_NAMES[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark', locale: 'en' },
  decorators: [withLanguage, withTheme],
  loaders: [mswLoader(startMockServiceWorker), loadScriptFaces],
  parameters: {
    msw: { handlers },
    // Accessibility violations fail the story tests.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    chromatic: { modes: MODES },
  },
  tags: ['autodocs'],
};

export default preview;
