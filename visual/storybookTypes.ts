import type { BrowserContextOptions } from '@playwright/test';

export type Theme = 'dark' | 'light';

/** What a story's annotations say about its screenshot. */
export interface StoryMeta {
  id: string;
  /** `parameters.chromatic.disableSnapshot`: the story never holds still. */
  disableSnapshot: boolean;
  /** `parameters.chromatic.delay`: milliseconds to wait once the story is done. */
  delay: number;
  /** The theme the story sets itself (story `globals.theme`). */
  theme?: string;
  /** The size of the story's `globals.viewport`. */
  viewport?: { width: number; height: number };
}

/** What the page knows about the story it showed. */
export interface Shown {
  /** Storybook's error display (a render error or a failed play function), or null. */
  failure: string | null;
  /** Uncaught errors of the page while the story was shown. */
  errors: string[];
  /** The console's warnings and errors while the story was shown: what a flaky picture says. */
  warnings: string[];
}

export interface PreparedStory {
  parameters: {
    chromatic?: { disableSnapshot?: boolean; delay?: number };
    viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> };
  };
  storyGlobals: { theme?: string; viewport?: { value?: string; isRotated?: boolean } };
}

export interface StorybookWindow {
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: unknown;
    ready(): Promise<void>;
    loadStory(specifier: { storyId: string }): Promise<PreparedStory>;
    currentRender?: { id: string; phase?: string };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit(event: string, ...args: unknown[]): void;
    on(event: string, listener: (error: { message?: string; stack?: string }) => void): void;
  };
  __visualPreviousRender?: unknown;
  /** What the current story's play function threw (Storybook reports it on its channel only). */
  __visualPlayError?: string | null;
}

/** The options of the project's `use` that a browser context takes. */
export type ContextOptions = Pick<
  BrowserContextOptions,
  | 'baseURL'
  | 'viewport'
  | 'deviceScaleFactor'
  | 'isMobile'
  | 'hasTouch'
  | 'userAgent'
  | 'locale'
  | 'timezoneId'
  | 'colorScheme'
  | 'reducedMotion'
>;
