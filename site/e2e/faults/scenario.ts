import type { Page } from '@playwright/test';

/** How a page meets one failing source, step by step. */
export interface Scenario {
  /** What the visitor sees once the source has failed. */
  seen: string;
  /** Opens the page first, when the source is needed only later. */
  open?(page: Page, site: string): Promise<unknown>;
  /** What makes the site need the source (opening the page, a click): the clock starts here. */
  act(page: Page, site: string): Promise<unknown>;
  /** Waits for what the visitor should see. */
  outcome(page: Page): Promise<unknown>;
  /** The page's other controls still answer, the source still down. */
  stillWorks?(page: Page): Promise<unknown>;
  /** With the source back: the way forward the page offered works. */
  recover?(page: Page): Promise<unknown>;
}

export interface Source extends Scenario {
  name: string;
  /** The requests that fail. */
  url: string | RegExp;
  /** The content type a garbage answer claims. */
  type: string;
  /** What the site logs as an error when this source fails, beyond the failed load. */
  logs?: string[];
  /** Served by the Firestore-backed build (Firestore and the moon service need its settings). */
  faultsBuild?: boolean;
  /** Asked by the service worker, which the test lets run (the others block it). */
  serviceWorker?: boolean;
}
