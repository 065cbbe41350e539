import type { Language } from '../../src/i18n/languages';
import { APPLE_TOUCH_ICON } from './icons';
import { manifestPath } from './manifest';

/** The web app's tags for a prerendered page's `<head>` (its theme colour: `beforePaintTags`). */
export const webAppHeadTags = (language: Language): string[] => [
  `<link rel="manifest" href="${manifestPath(language)}" />`,
  `<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON}" />`,
];
