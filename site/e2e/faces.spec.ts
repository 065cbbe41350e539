import { ROUTES } from '../../scripts/bench/budgets.mjs';
import { systemFaces } from '../../scripts/testing/systemFaces';
import type { Page } from '@playwright/test';
import { type Language, LANGUAGES } from '../src/i18n/languages';
import { localizedPath } from '../src/i18n/languagePaths';
import { expect, test } from './fixtures';

// The spaces that answer a tap with a toast: its text is checked too.
const TOASTING = ['/spaces/garden', '/spaces/heart', '/spaces/star', '/spaces/moon'];

/** Text with Myanmar letters whose lines are closer than 1.8 times its size: their marks collide. */
function crampedMyanmar(): string[] {
  const cramped: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    // Visually hidden text (1 px) is read, not drawn.
    const drawn = (element?.getBoundingClientRect().height ?? 0) > 1;
    if (!element || !drawn || !/[\u1000-\u109f]/.test(node.nodeValue ?? '')) continue;
    const style = getComputedStyle(element);
    const ratio = parseFloat(style.lineHeight) / parseFloat(style.fontSize);
    if (!(ratio >= 1.8))
      cramped.push(
        `${element.tagName} "${node.nodeValue?.trim().slice(0, 30)}": ${style.lineHeight}`,
      );
  }
  return cramped;
}

/**
 * The faces of `family` this page fetched beyond those it declares for its text (cut at build
 * time, `data-page-faces` and `data-later-faces`): a slice or the language's cut.
 */
async function facesBeyondPageCut(page: Page, family: string): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate((family) => {
    const own = new Set(
      [
        ...document.querySelectorAll<HTMLStyleElement>(
          'style[data-page-faces], style[data-later-faces]',
        ),
      ].flatMap((style) =>
        [...(style.sheet?.cssRules ?? [])].map((rule) =>
          (rule as CSSFontFaceRule).style.getPropertyValue('unicode-range'),
        ),
      ),
    );
    return [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === family && face.status !== 'unloaded')
      .filter((face) => !own.has(face.unicodeRange))
      .map((face) => `${face.weight} ${face.unicodeRange.slice(0, 60)}`);
  }, family);
}

const CUT_FAMILIES: Partial<Record<Language, string>> = {
  my: 'Noto Sans Myanmar',
  zh: 'Noto Sans SC',
  ko: 'Noto Sans KR',
};

// Every text on every page, toasts included, is drawn with the site's own faces in each language:
// nothing depends on the machine's fonts, so nothing is tofu where they are missing. A page draws
// its text with the faces cut to it (Inter's, and its script's), its toasts with those cut to what
// it may show later, and fetches no other face of either.
for (const language of LANGUAGES) {
  test(`every page draws its text in the site's own faces (${language})`, async ({ page }) => {
    test.slow();
    const cutFamily = CUT_FAMILIES[language];
    for (const route of ROUTES) {
      await page.goto(localizedPath(language, route));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const families = ['Inter Variable', ...(cutFamily ? [cutFamily] : [])];
      for (const family of families)
        expect.soft(await facesBeyondPageCut(page, family), `${route}: ${family}`).toEqual([]);
      if (TOASTING.includes(route)) {
        await page.getByRole('main').getByRole('group').first().getByRole('button').first().click();
        await expect(page.getByRole('alert').first()).toBeVisible();
        for (const family of families)
          expect.soft(await facesBeyondPageCut(page, family), `${route}, toast`).toEqual([]);
      }
      expect.soft(await systemFaces(page), `${route} in ${language}`).toEqual([]);
      if (language === 'my') {
        expect.soft(await page.evaluate(crampedMyanmar), `${route}: Myanmar lines`).toEqual([]);
        // One rule for digits in Burmese, as in the other languages: Latin ones, as the clock,
        // the services' figures and the dates write them (not ၁၀ beside 10).
        expect
          .soft(await page.locator('body').innerText(), `${route}: digits`)
          .not.toMatch(/[\u1040-\u1049]/);
      }
    }
  });
}

test('Myanmar quotes on an English page wait for their faces and keep their line height', async ({
  page,
}) => {
  await page.goto('/spaces/bookmark');
  await page.getByRole('button', { name: 'Myanmar' }).click();
  await expect(page.getByRole('main').locator('figure[lang="my"]').first()).toBeVisible();
  expect(await systemFaces(page)).toEqual([]);
  expect(await page.evaluate(crampedMyanmar)).toEqual([]);
});

test('a page in Burmese, Chinese or Korean draws in the site’s faces without JavaScript too', async ({
  newContext,
}) => {
  const page = await (await newContext({ javaScriptEnabled: false })).newPage();
  for (const path of ['/my/me', '/zh/spaces/bookmark', '/ko/contact']) {
    await page.goto(path);
    // Its <noscript> message too, which is outside the app's HTML.
    await expect(page.locator('noscript')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect.soft(await systemFaces(page), path).toEqual([]);
  }
});

test('a page in Burmese fetches the Myanmar faces cut to its text, and no other', async ({
  page,
}) => {
  const faces: string[] = [];
  page.on('requestfinished', (request) => {
    if (/(noto-sans-myanmar-|my-page-).*\.woff2$/.test(request.url())) faces.push(request.url());
  });
  await page.goto('/my/me');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await systemFaces(page)).toEqual([]);
  expect(faces).toHaveLength(2);
  for (const face of faces) expect(face).toMatch(/\/my-page-(400|700)-/);
});

test('Inter, cut to the site’s weights, still draws every weight between regular and bold', async ({
  page,
}) => {
  await page.goto('/me');
  const widths = await page.evaluate(async () => {
    const text = 'Aung Sample, 0123456789';
    const context = document.createElement('canvas').getContext('2d');
    const widthAt = async (weight: number) => {
      const font = `${weight} 20px "Inter Variable"`;
      await document.fonts.load(font, text);
      if (context) context.font = font;
      return context?.measureText(text).width ?? 0;
    };
    return [await widthAt(400), await widthAt(550), await widthAt(700)];
  });
  // Inter's letters widen with the weight: a face pinned to one weight would measure the same.
  expect(widths).toEqual([...widths].sort((a, b) => a - b));
  expect(new Set(widths).size).toBe(3);
});

// Characters in no text of the site, beyond the page's cut (and the language's), and the file of
// the face that draws them behind the cut.
const UNKNOWN_TEXT = [
  {
    path: '/zh/spaces/bookmark',
    lang: 'zh',
    text: '鑫犇淼焱',
    face: /noto-sans-sc-\d+-400-normal-/,
  },
  { path: '/my/spaces/bookmark', lang: 'my', text: 'ဿ၎', face: /noto-sans-myanmar-burmese-400-/ },
  { path: '/spaces/bookmark', lang: 'en', text: 'ÐþÿŒ', face: /inter-latin-wght-normal-/ },
];

for (const { path, lang, text, face } of UNKNOWN_TEXT)
  test(`text the build could not know (a quote added later) is drawn in the site’s faces (${lang})`, async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('requestfinished', (request) => {
      if (face.test(request.url())) fetched.push(request.url());
    });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('main').evaluate(
      (main, { lang, text }) => {
        const quote = document.createElement('blockquote');
        quote.lang = lang;
        quote.textContent = text;
        main.append(quote);
      },
      { lang, text },
    );
    await expect(page.getByText(text)).toBeVisible();
    // The script's full faces are declared once such text is there, then fetched for it.
    await expect.poll(() => fetched.length).toBeGreaterThan(0);
    await expect.poll(() => systemFaces(page)).toEqual([]);
  });

test('the next page’s text, beyond the first page’s cut, is drawn in the site’s faces', async ({
  page,
}) => {
  await page.goto('/zh');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('contentinfo').getByRole('link', { name: '隐私', exact: true }).click();
  await expect(page).toHaveURL(/\/zh\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => systemFaces(page)).toEqual([]);
});
