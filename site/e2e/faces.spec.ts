import { ROUTES } from '../../scripts/bench/budgets.mjs';
import { systemFaces } from '../../scripts/testing/systemFaces';
import { LANGUAGES } from '../src/i18n/languages';
import { localizedPath } from '../src/navigation/languagePaths';
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

// Every text on every page, toasts included, is drawn with the site's own faces in each language:
// nothing depends on the machine's fonts, so nothing is tofu where they are missing.
for (const language of LANGUAGES) {
  test(`every page draws its text in the site's own faces (${language})`, async ({ page }) => {
    test.slow();
    for (const route of ROUTES) {
      await page.goto(localizedPath(language, route));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      if (TOASTING.includes(route)) {
        await page.getByRole('main').getByRole('group').first().getByRole('button').first().click();
        await expect(page.getByRole('alert').first()).toBeVisible();
      }
      expect.soft(await systemFaces(page), `${route} in ${language}`).toEqual([]);
      if (language === 'my')
        expect.soft(await page.evaluate(crampedMyanmar), `${route}: Myanmar lines`).toEqual([]);
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

test('a page in Burmese fetches the Burmese cut of the Myanmar faces, not the whole faces', async ({
  page,
}) => {
  const faces: string[] = [];
  page.on('requestfinished', (request) => {
    if (/noto-sans-myanmar-.*\.woff2$/.test(request.url())) faces.push(request.url());
  });
  await page.goto('/my/me');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await systemFaces(page)).toEqual([]);
  expect(faces).toHaveLength(2);
  for (const face of faces) expect(face).toMatch(/noto-sans-myanmar-burmese-(400|700)-/);
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
