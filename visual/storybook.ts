import type { Browser, BrowserContext, Page } from '@playwright/test';
import { FREEZE_AT, NOW, SETTLE_MS } from './frozenTime';
import type { ContextOptions, Shown, StoryMeta, StorybookWindow, Theme } from './storybookTypes';

/**
 * A page of the built Storybook (`iframe.html`) that shows one story after another, each brought
 * to a still picture that is the same on every run:
 *
 * - The clock is Playwright's: every story starts at NOW (`Date`, timers and animation frames
 *   follow it), and once the story is done the clock stops at FREEZE_AT, so live clocks show the
 *   same second every time.
 * - A story is done when Storybook has rendered it, run its play function and paused its CSS
 *   animations at their end: the user agent names Storybook's test runner, which asks for that
 *   pause instead of waiting up to 5 s for animations. It also keeps toasts on screen, since a
 *   toast closes when its progress bar's animation ends. `parameters.chromatic.delay` is then
 *   waited for (the 3D clock swings into place).
 * - Stories are switched over Storybook's channel (`setCurrentStory`), as its manager does, which
 *   is much quicker than loading the page again; the page is loaded again when the theme changes.
 *   `VISUAL_FRESH_PAGE=1` loads it for every story, to show that no story leaks into the next.
 * - A story's `globals.viewport` sets the page's size (from `parameters.viewport.options`).
 */

const freshPage = process.env.VISUAL_FRESH_PAGE === '1';

export class StorybookSession {
  private theme: Theme | undefined;
  private locale = 'en';
  private viewport: { width: number; height: number };
  private errors: string[] = [];
  private warnings: string[] = [];

  private constructor(
    private readonly context: BrowserContext,
    readonly page: Page,
    private readonly defaultViewport: { width: number; height: number },
  ) {
    this.viewport = defaultViewport;
    page.on('pageerror', (error) => this.errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error')
        this.warnings.push(`${message.type()}: ${message.text()}`);
    });
  }

  static async open(browser: Browser, use: ContextOptions): Promise<StorybookSession> {
    const options: ContextOptions = {
      baseURL: use.baseURL,
      viewport: use.viewport,
      deviceScaleFactor: use.deviceScaleFactor,
      isMobile: use.isMobile,
      hasTouch: use.hasTouch,
      userAgent: use.userAgent,
      locale: use.locale,
      timezoneId: use.timezoneId,
      colorScheme: use.colorScheme,
      reducedMotion: use.reducedMotion,
    };
    const context = await browser.newContext(options);
    await context.clock.install({ time: NOW });
    const page = await context.newPage();
    return new StorybookSession(context, page, use.viewport ?? { width: 1280, height: 720 });
  }

  async close() {
    await this.context.close();
  }

  /** Loads the Storybook (no story yet) in `theme` and the toolbar's `locale`. */
  private async load(theme: Theme, locale = 'en') {
    await this.page.clock.resume();
    await this.page.goto('/iframe.html?viewMode=story');
    await this.page.waitForFunction(
      () => (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.storyStoreValue,
    );
    await this.page.evaluate(
      async ({ theme, locale }) => {
        const sb = window as unknown as StorybookWindow;
        await sb.__STORYBOOK_PREVIEW__?.ready();
        // A play function's failure leaves no error display in a test build: it is only sent
        // over the channel.
        sb.__STORYBOOK_ADDONS_CHANNEL__?.on('playFunctionThrewException', (error) => {
          sb.__visualPlayError = [error.message, error.stack].filter(Boolean).join('\n');
        });
        // The a11y addon's check is the story tests' job (Vitest); here it would only cost time.
        sb.__STORYBOOK_ADDONS_CHANNEL__?.emit('updateGlobals', {
          globals: { theme, locale, a11y: { manual: true } },
        });
      },
      { theme, locale },
    );
    this.theme = theme;
    this.locale = locale;
  }

  /** The annotations of a story that decide how (and whether) it is photographed. */
  async describe(id: string): Promise<StoryMeta> {
    if (!this.theme) await this.load('dark');
    return this.page.evaluate(async (id) => {
      const preview = (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__;
      if (!preview) throw new Error('The Storybook preview is not loaded');
      const { parameters, storyGlobals } = await preview.loadStory({ storyId: id });
      const { value, isRotated } = storyGlobals.viewport ?? {};
      const styles = value ? parameters.viewport?.options?.[value]?.styles : undefined;
      const width = parseInt(styles?.width ?? '', 10);
      const height = parseInt(styles?.height ?? '', 10);
      const size = isRotated ? { width: height, height: width } : { width, height };
      return {
        id,
        disableSnapshot: parameters.chromatic?.disableSnapshot === true,
        delay: parameters.chromatic?.delay ?? 0,
        theme: storyGlobals.theme,
        viewport: width > 0 && height > 0 ? size : undefined,
      };
    }, id);
  }

  /**
   * Waits (the clock running) until every canvas has its size: a play function may end before
   * three.js has measured its canvas, and once the clock stops, a canvas sized later would never
   * be drawn again. That is: no canvas left at HTML's default 300 × 150, and the sizes unchanged
   * over three looks 100 ms apart (at most 5 s).
   */
  private async canvasesSized() {
    const sizes = () =>
      this.page.evaluate(() =>
        [...document.querySelectorAll('canvas')].map((canvas) => {
          const { width, height } = canvas.getBoundingClientRect();
          return `${canvas.width}x${canvas.height}@${width}x${height}`;
        }),
      );
    let last = '';
    let same = 0;
    for (let step = 0; step < 50 && same < 2; step += 1) {
      const now = await sizes();
      if (now.length === 0) return;
      const key = now.join(' ');
      same = key === last && !now.some((size) => size.startsWith('300x150@')) ? same + 1 : 0;
      last = key;
      if (same < 2) await this.page.waitForTimeout(100);
    }
  }

  /**
   * Shows a story in `theme` (and the toolbar's `locale`) and waits until it holds still (see the
   * top of this file). A play function that fails ends the wait too: it is reported as `failure`.
   */
  async show(story: StoryMeta, theme: Theme, locale = 'en'): Promise<Shown> {
    const viewport = story.viewport ?? this.defaultViewport;
    if (viewport.width !== this.viewport.width || viewport.height !== this.viewport.height) {
      await this.page.setViewportSize(viewport);
      this.viewport = viewport;
    }
    if (freshPage || theme !== this.theme || locale !== this.locale) await this.load(theme, locale);

    await this.page.clock.setSystemTime(NOW);
    await this.page.clock.resume();
    this.errors = [];
    this.warnings = [];
    await this.page.evaluate((id) => {
      const sb = window as unknown as StorybookWindow;
      window.scrollTo(0, 0);
      sb.__visualPlayError = null;
      sb.__visualPreviousRender = sb.__STORYBOOK_PREVIEW__?.currentRender;
      sb.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    }, story.id);
    await this.page.waitForFunction(
      (id) => {
        const sb = window as unknown as StorybookWindow;
        const render = sb.__STORYBOOK_PREVIEW__?.currentRender;
        return (
          render !== sb.__visualPreviousRender &&
          render?.id === id &&
          (render.phase === 'finished' || render.phase === 'errored')
        );
      },
      story.id,
      { polling: 20 },
    );
    const failure = await this.page.evaluate(
      () =>
        (window as unknown as StorybookWindow).__visualPlayError ??
        (document.body.classList.contains('sb-show-errordisplay')
          ? [document.querySelector('#error-message'), document.querySelector('#error-stack')]
              .map((element) => element?.textContent ?? '')
              .join('\n')
          : null),
    );
    if (story.delay) await this.page.waitForTimeout(story.delay);
    await this.canvasesSized();

    const now = await this.page.evaluate(() => Date.now());
    if (now >= FREEZE_AT) {
      throw new Error(`${story.id} took ${now - NOW} ms: more than FREEZE_AT allows`);
    }
    await this.page.clock.pauseAt(FREEZE_AT);
    await this.page.clock.runFor(SETTLE_MS);
    await this.page.evaluate(() => document.fonts.ready);
    return { failure, errors: [...this.errors], warnings: [...this.warnings] };
  }
}
