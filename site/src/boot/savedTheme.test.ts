import { lightTheme } from '@portfolio/ui';
import { describe, expect, it } from 'vitest';
import { SAVED_THEME_SCRIPT } from './savedTheme';

/** Runs the script with `saved` in storage (or storage that throws); the page's theme after it. */
function run(saved: string | null | Error) {
  const html = document.createElement('html');
  html.setAttribute('data-theme', 'dark');
  const meta = document.createElement('meta');
  meta.setAttribute('content', 'dark');
  const storage = {
    getItem: () => {
      if (saved instanceof Error) throw saved;
      return saved;
    },
  };
  new Function('localStorage', 'document', SAVED_THEME_SCRIPT)(storage, {
    documentElement: html,
    querySelector: (selector: string) => (selector === 'meta[name="theme-color"]' ? meta : null),
  });
  return { theme: html.getAttribute('data-theme'), color: meta.getAttribute('content') };
}

describe('the saved theme', () => {
  it("applies a saved light mode to the page and the browser's colour", () => {
    expect(run('light')).toEqual({ theme: 'light', color: lightTheme.color.background });
  });

  it('leaves the page dark with nothing saved, anything else saved, or no storage', () => {
    for (const saved of [null, 'dark', 'sepia', new DOMException('blocked', 'SecurityError')])
      expect(run(saved)).toEqual({ theme: 'dark', color: 'dark' });
  });
});
