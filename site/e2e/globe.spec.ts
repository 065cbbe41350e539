import type { Page } from '@playwright/test';
import { expect, refuseWebGL, refuseWorkerWebGL, test } from './fixtures';

const GLOBE = 'A globe of dots, slowly turning';

/** Counts the pixels of an element screenshot that differ from its corner (the background). */
async function drawnPixels(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(
    async (dataUrl) => {
      const image = new Image();
      image.src = dataUrl;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) return 0;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      const [r0, g0, b0] = [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        const distance =
          Math.abs((data[i] ?? 0) - r0) +
          Math.abs((data[i + 1] ?? 0) - g0) +
          Math.abs((data[i + 2] ?? 0) - b0);
        if (distance > 60) count += 1;
      }
      return count;
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
}

test('where WebGL works, the globe fetches its points and draws dots on a canvas', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const points = page.waitForResponse((response) =>
    response.url().endsWith('/assets/globe/points.json'),
  );
  await page.goto('/');
  expect((await points).ok()).toBe(true);
  const globe = page.getByRole('img', { name: GLOBE });
  await expect(globe.locator('canvas')).toBeVisible();
  await expect
    .poll(async () => drawnPixels(page, await globe.screenshot()), { timeout: 10_000 })
    .toBeGreaterThan(500);
  // A worker draws it: three.js never loads on the page's own thread.
  expect(scripts.some((url) => url.includes('scenes.worker'))).toBe(true);
  expect(scripts.filter((url) => url.includes('/assets/three-'))).toEqual([]);
});

test('without WebGL a drawing stands in and no points are fetched', async ({ page }) => {
  await refuseWebGL(page);
  const probeEnded = page
    .waitForEvent('worker', (worker) => worker.url().includes('webglProbe'))
    .then((worker) => new Promise((ended) => worker.on('close', ended)));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await probeEnded;
  // The answer is in: nothing asks for the globe's points, then or in the second after it.
  const POINTS = /\/assets\/globe\/points\.json/;
  await expect(page.waitForRequest(POINTS, { timeout: 1000 })).rejects.toThrow();
  expect(requested.filter((url) => POINTS.test(url))).toEqual([]);
  const drawing = page.getByRole('img', { name: GLOBE });
  await expect(drawing.locator('svg')).toBeVisible();
  await expect(drawing.locator('canvas')).toHaveCount(0);
});

test('where workers cannot draw WebGL, the page draws the globe and the clock itself', async ({
  page,
}) => {
  await refuseWorkerWebGL(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  const globe = page.getByRole('img', { name: GLOBE });
  await expect(globe.locator('canvas')).toBeVisible();
  await expect
    .poll(async () => drawnPixels(page, await globe.screenshot()), { timeout: 10_000 })
    .toBeGreaterThan(500);

  await page.goto('/spaces/time');
  const clock = page.getByRole('img', { name: /^The time is \d\d:\d\d:\d\d$/ });
  await expect(clock.locator('canvas')).toBeVisible();
  await expect
    .poll(async () => drawnPixels(page, await clock.screenshot()), { timeout: 10_000 })
    .toBeGreaterThan(500);
  expect(scripts.filter((url) => url.includes('scenes.worker'))).toEqual([]);
  expect(scripts.some((url) => url.includes('pageScenes'))).toBe(true);
});

test('the scenes are drawn at the screen’s pixel ratio: the clock up to 3x, the globe up to 2x', async ({
  newContext,
}) => {
  const page = await (await newContext({ deviceScaleFactor: 3 })).newPage();
  /** The canvas's drawn pixels per CSS pixel, once its scene has sized it. */
  const ratioOf = async (name: string | RegExp) => {
    const canvas = page.getByRole('img', { name }).locator('canvas');
    await expect(canvas).toBeVisible();
    return canvas.evaluate((element: HTMLCanvasElement) => element.width / element.clientWidth);
  };
  await page.goto('/');
  await expect.poll(() => ratioOf(GLOBE)).toBe(2);
  await page.goto('/spaces/time');
  // The clock sizes its canvas once its scene has started: a while on a busy machine.
  await expect.poll(() => ratioOf(/^The time is/), { timeout: 15_000 }).toBe(3);
});
