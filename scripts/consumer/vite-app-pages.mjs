// The Vite client app's pages in Chromium: the shell with ThemeProvider, Navbar and Footer, the
// fonts, Globe and Clock3D through `@portfolio/ui/three`, and the page on the main entry only.
import { visible } from './browser.mjs';
import { check } from './check.mjs';
import { assert } from './process.mjs';

export async function checkViteAppPages(page, origin) {
  await check('Chromium: ThemeProvider, GlobalStyle, Navbar and Footer render', async () => {
    await page.goto(origin);
    await visible(page.getByRole('heading', { level: 1, name: 'Consumer' }));
    await visible(page.getByRole('navigation', { name: 'Main' }));
    const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });
    assert((await home.getAttribute('aria-current')) === 'page', 'Home is not aria-current="page"');
    assert((await home.getAttribute('data-app-link')) === '', 'Home did not use the LinkProvider');
    await visible(
      page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy' }),
    );
    const footer = page.getByRole('contentinfo');
    assert((await footer.innerText()).includes('© 2024 Sample Owner.'), 'no copyright line');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert(
      (await background()) === 'rgb(11, 16, 32)',
      `dark body background is ${await background()}`,
    );
    await visible(page.getByRole('button', { name: 'Theme: dark' }).locator('svg.lucide-star'));
    await page.getByRole('button', { name: 'Theme: dark' }).click();
    await page.waitForFunction(
      () => getComputedStyle(document.body).backgroundColor === 'rgb(247, 248, 252)',
    );
    await visible(page.getByRole('button', { name: 'Theme: light' }).locator('svg.lucide-sun'));
  });

  await check('Chromium: the fonts are declared (Inter, and Myanmar on request)', async () => {
    const families = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...new Set([...document.fonts].map((face) => face.family.replaceAll('"', '')))];
    });
    for (const family of ['Inter Variable', 'Noto Sans Myanmar'])
      assert(families.includes(family), `${family} is not declared (${families.join(', ')})`);
  });

  await check('Chromium: Globe and Clock3D from @portfolio/ui/three draw with WebGL', async () => {
    for (const name of ['A globe of dots', 'The time is 10:42:07']) {
      const canvas = page.getByRole('img', { name }).locator('canvas');
      await canvas.waitFor({ state: 'attached', timeout: 20_000 });
      // A bare <canvas> is 300 × 150; three.js's renderer sizes it to its frame, so a canvas of
      // the frame's size means a WebGL renderer was made (the fallback drawing has no canvas).
      await page.waitForFunction(
        (label) => {
          const element = document.querySelector(`[role="img"][aria-label="${label}"] canvas`);
          if (!(element instanceof HTMLCanvasElement)) return false;
          const { width } = element.getBoundingClientRect();
          return width > 100 && Math.abs(element.width - width * devicePixelRatio) < 2;
        },
        name,
        { timeout: 20_000 },
      );
    }
    // Still there a moment later: no error boundary swapped a fallback in.
    await page.waitForTimeout(500);
    assert((await page.locator('[role="img"] canvas').count()) === 2, 'a canvas went away');
  });

  await check('Chromium: the main-entry-only page renders', async () => {
    await page.goto(`${origin}/main-only.html`);
    await visible(page.getByRole('heading', { level: 1, name: 'Main entry only' }));
    await visible(page.getByRole('navigation', { name: 'Main' }));
    assert((await page.locator('canvas').count()) === 0, 'a canvas on the main-entry-only page');
  });
}
