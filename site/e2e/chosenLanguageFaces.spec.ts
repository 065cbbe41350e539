import en from '../src/i18n/strings/en.json' with { type: 'json' };
import my from '../src/i18n/strings/my.json' with { type: 'json' };
import zh from '../src/i18n/strings/zh.json' with { type: 'json' };
import ko from '../src/i18n/strings/ko.json' with { type: 'json' };
import { expect, test } from './fixtures';

// A page holds, for each other language, its faces cut to the page's text in that language: a
// choice made on the page fetches those, and not the script's faces (a stylesheet, then its
// files), nor Inter's whole faces for Latin text the page's own cut lacks.
const CHOICES = [
  { language: 'my', path: '/me', from: en, to: my, cut: /\/my-page-(400|700)-/ },
  { language: 'zh', path: '/me', from: en, to: zh, cut: /\/zh-(page|later)-(400|700)-/ },
  { language: 'ko', path: '/me', from: en, to: ko, cut: /\/ko-(page|later)-(400|700)-/ },
  { language: 'en', path: '/my/me', from: my, to: en, cut: /\/inter-page-/ },
];
// The script's stylesheets (`myanmar-400-….css`, `400-….css`) and the files they declare.
const SCRIPT_FACES = /\/(noto-sans-(myanmar|sc|kr)-[^/]+\.woff2|(myanmar-)?[47]00-[\w-]+\.css)$/;
const WHOLE_INTER = /\/inter-[a-z-]+-wght-normal-/;

for (const { language, path, from, to, cut } of CHOICES)
  test(`${language}, chosen on a page the app runs, draws in the faces the page holds for it`, async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url()).pathname;
      if (/\.(woff2|css)$/.test(url)) fetched.push(url);
    });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    fetched.length = 0;
    await page.getByRole('combobox', { name: from.language }).selectOption(language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(to.about_me);
    await page.evaluate(() => document.fonts.ready);

    expect(fetched.filter((file) => SCRIPT_FACES.test(file) || WHOLE_INTER.test(file))).toEqual([]);
    expect(fetched.filter((file) => cut.test(file)).length).toBeGreaterThan(0);
  });
