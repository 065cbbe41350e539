import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as EarlyChoice from './earlyChoice';

// The module holds the page's hand-over: each test starts from a fresh one.
let earlyChoice: typeof EarlyChoice;
beforeEach(async () => {
  vi.resetModules();
  earlyChoice = await import('./earlyChoice');
});

describe('the page in a language chosen early', () => {
  it('is not shown when no language was chosen', async () => {
    await expect(earlyChoice.handOverPage()).resolves.toBe(false);
  });

  it('is handed over as the latest choice left it', async () => {
    earlyChoice.showPageInChoice(() => Promise.resolve(false));
    earlyChoice.showPageInChoice(() => Promise.resolve(true));
    await expect(earlyChoice.handOverPage()).resolves.toBe(true);
  });

  it('counts as not shown when showing it failed', async () => {
    earlyChoice.showPageInChoice(() => Promise.reject(new Error('offline')));
    await expect(earlyChoice.handOverPage()).resolves.toBe(false);
  });

  it('is waited for by the app, and is no longer wanted once the app has the page', async () => {
    let show = (_shown: boolean) => {};
    let stillWanted = () => true;
    earlyChoice.showPageInChoice((wanted) => {
      stillWanted = wanted;
      return new Promise((resolve) => (show = resolve));
    });
    const handedOver = earlyChoice.handOverPage();
    expect(stillWanted()).toBe(true);
    show(true);
    await expect(handedOver).resolves.toBe(true);
    expect(stillWanted()).toBe(false);
  });

  it('is not asked for once the app has the page', async () => {
    await earlyChoice.handOverPage();
    const show = vi.fn(() => Promise.resolve(true));
    earlyChoice.showPageInChoice(show);
    expect(show).not.toHaveBeenCalled();
    await expect(earlyChoice.handOverPage()).resolves.toBe(false);
  });
});
