import { modeDeclarations } from '@portfolio/ui';
import { LANGUAGE_REDIRECT_SCRIPT } from '../../src/boot/languageRedirect';
import { SAVED_THEME_SCRIPT } from '../../src/boot/savedTheme';
import type { Language } from '../../src/i18n/languages';
import { themeColor } from '../../src/seo/themeColor';

/**
 * The first tags of a page's head, for what must happen before its first paint: an English page
 * sends a visitor who chose another language to theirs; then the saved theme. Pages are
 * prerendered dark; a mode saved on an earlier visit is applied by its script through the light
 * mode's variables here, which outrank the dark ones the page's ThemeProvider writes (`:root`
 * alone) until the app writes the light ones itself.
 */
export const beforePaintTags = (language: Language): string[] => [
  ...(language === 'en' ? [`<script>${LANGUAGE_REDIRECT_SCRIPT}</script>`] : []),
  ...savedThemeTags(),
];

/** The theme colour, the light mode's variables and the script that applies a saved mode. */
export const savedThemeTags = (): string[] => [
  `<meta name="theme-color" content="${themeColor('dark')}" />`,
  `<style>:root[data-theme="light"] {\n${modeDeclarations('light')}\n}</style>`,
  `<script>${SAVED_THEME_SCRIPT}</script>`,
];
