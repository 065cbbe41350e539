import type { Language } from '../../src/i18n/languages';
import { APPLE_TOUCH_ICON, FAVICON_PNG } from './icons';
import { manifestPath } from './manifest';

/**
 * The web app's tags for a prerendered page's `<head>`, its icons among them (its theme colour:
 * `beforePaintTags`).
 */
export const webAppHeadTags = (language: Language): string[] => [
  `<link rel="manifest" href="${manifestPath(language)}" />`,
  `<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON}" />`,
  `<link rel="icon" href="${FAVICON_PNG.path}" sizes="${FAVICON_PNG.size}x${FAVICON_PNG.size}" type="image/png" />`,
];
