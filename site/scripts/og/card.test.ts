// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createCardRenderer, type Card } from './card';
import { cardTexts, SAMPLE_CARDS } from './samples';

/** A PNG's size, from its IHDR chunk (which must come first). */
function pngSize(png: Uint8Array) {
  const data = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(png.subarray(12, 16))).toBe('IHDR');
  return { width: data.getUint32(16), height: data.getUint32(20) };
}

const english = SAMPLE_CARDS[0] as Card;

// Loading every script's faces and drawing a card in each takes seconds on a busy 2-core runner.
describe('link-preview cards', { timeout: 30_000 }, () => {
  it('are 1200 × 630 PNGs in every language', async () => {
    const render = await createCardRenderer(cardTexts(SAMPLE_CARDS));
    for (const card of SAMPLE_CARDS) {
      expect(pngSize(await render(card))).toEqual({ width: 1200, height: 630 });
    }
    // No icon, and the longest texts a card clamps: still the card's size.
    const long = { ...english, icon: undefined, description: english.description.repeat(4) };
    expect(pngSize(await render(long))).toEqual({ width: 1200, height: 630 });
  });

  it('leave off, with a warning, a character no face of the site can draw', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const render = await createCardRenderer(cardTexts([english]));
    const drawn = await render({ ...english, title: `${english.title} ሀ` });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ሀ (U+1200)'));
    // The same card as without it (the space before it stays, and draws nothing).
    expect(drawn).toEqual(await render({ ...english, title: `${english.title} ` }));
    warn.mockRestore();
  });
});
