import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScriptFont } from '@portfolio/ui/fonts';
import { PATIENCE_MS } from '../network/deadline';
import { facesSettled, languageFacesReady } from './scriptFaces';

vi.mock('@portfolio/ui/fonts', () => ({ declareScriptFont: vi.fn(), loadScriptFont: vi.fn() }));
const load = vi.mocked(loadScriptFont);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  load.mockReset();
});

describe('languageFacesReady', () => {
  it('needs no faces for English', async () => {
    await languageFacesReady('en');
    expect(load).not.toHaveBeenCalled();
    expect(facesSettled('en')).toBe(true);
  });

  it("waits for the script's faces", async () => {
    let arrive = () => {};
    load.mockReturnValue(new Promise<void>((resolve) => (arrive = resolve)));
    const ready = languageFacesReady('my');
    expect(load).toHaveBeenCalledWith('myanmar');
    expect(facesSettled('my')).toBe(false);
    arrive();
    await ready;
    expect(facesSettled('my')).toBe(true);
  });

  it('lets the text show when the faces fail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    load.mockRejectedValue(new Error('stylesheet refused'));
    await expect(languageFacesReady('zh')).resolves.toBeUndefined();
    expect(facesSettled('zh')).toBe(true);
    expect(warn).toHaveBeenCalled();
  });

  it('stops waiting after PATIENCE_MS', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    load.mockReturnValue(new Promise<void>(() => {}));
    const ready = languageFacesReady('ko');
    await vi.advanceTimersByTimeAsync(PATIENCE_MS - 1);
    expect(facesSettled('ko')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await ready;
    expect(facesSettled('ko')).toBe(true);
    expect(warn).toHaveBeenCalled();
  });
});
