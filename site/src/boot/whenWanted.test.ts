import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, whenWanted } from './whenWanted';

describe('afterFirstPaint', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits for the next frame of a page on screen', async () => {
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    let painted = false;
    const after = afterFirstPaint().then(() => (painted = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(painted).toBe(false);

    frame?.(performance.now());
    await after;
    expect(painted).toBe(true);
  });

  it('goes on at once in a background tab, which runs no frames until shown', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    await expect(afterFirstPaint()).resolves.toBeUndefined();
  });
});

describe('whenWanted', () => {
  afterEach(() => vi.useRealTimers());

  it('wants the app for a choice made without a press, as assistive technology makes it', async () => {
    // No idle time comes: only the visitor can want the app.
    vi.useFakeTimers();
    const select = document.body.appendChild(document.createElement('select'));
    let wanted = false;
    void whenWanted().then(() => (wanted = true));
    await Promise.resolve();
    expect(wanted).toBe(false);

    select.dispatchEvent(new Event('change', { bubbles: true }));
    await Promise.resolve();
    expect(wanted).toBe(true);
    select.remove();
  });
});
