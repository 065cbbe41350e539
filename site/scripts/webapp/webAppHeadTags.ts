import type { Language } from '../../src/i18n/languages';
import { themeColor } from '../../src/seo/themeColor';
import { APPLE_TOUCH_ICON } from './icons';
import { manifestPath } from './manifest';

/**
 * The web app's tags for a prerendered page's `<head>`. The theme colour is the dark theme's,
 * as pages are prerendered dark; the app updates it when the visitor's theme is light.
 */
export const webAppHeadTags = (language: Language): string[] => [
  `<link rel="manifest" href="${manifestPath(language)}" />`,
  `<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON}" />`,
  `<meta name="theme-color" content="${themeColor('dark')}" />`,
];
