import { darkTheme, lightTheme } from '@portfolio/ui';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyThemeColor, themeColor } from './themeColor';

const metas = () => document.head.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]');

describe('applyThemeColor', () => {
  beforeEach(() => {
    document.head.innerHTML = `<meta name="theme-color" content="${darkTheme.color.background}" />`;
  });

  it("follows the theme's background", () => {
    applyThemeColor('light');
    expect(metas()[0]?.content).toBe(lightTheme.color.background);
    applyThemeColor('dark');
    expect(metas()[0]?.content).toBe(darkTheme.color.background);
    expect(metas()).toHaveLength(1);
  });

  it('adds the tag to a page that has none', () => {
    document.head.innerHTML = '';
    applyThemeColor('light');
    expect([...metas()].map((meta) => meta.content)).toEqual([themeColor('light')]);
  });
});
