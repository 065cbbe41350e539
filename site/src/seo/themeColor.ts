import { themes, type ThemeMode } from '@portfolio/ui';

/** The browser's own UI colour (a phone's address bar, an installed app's title bar). */
export const themeColor = (mode: ThemeMode): string => themes[mode].color.background;

/** Points the page's `<meta name="theme-color">` at the theme's background, adding it if missing. */
export function applyThemeColor(mode: ThemeMode, doc: Document = document): void {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.append(meta);
  }
  meta.content = themeColor(mode);
}
