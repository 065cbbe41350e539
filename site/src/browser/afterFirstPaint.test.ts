import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './afterFirstPaint';

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
