import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test loads the module afresh: it remembers the page's first paint once seen.
const loadAfterFirstPaint = async () => (await import('./afterFirstPaint')).afterFirstPaint;

/** A stand-in for the browser's PerformanceObserver that reports paints when told to. */
function paintTiming() {
  const observers: ((names: string[]) => void)[] = [];
  class Observer {
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe() {
      observers.push((names) =>
        this.callback(
          { getEntriesByName: (name: string) => names.filter((n) => n === name) } as never,
          this as never,
        ),
      );
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  return { paint: (...names: string[]) => observers.forEach((report) => report(names)) };
}

const settledYet = (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  return () => settled;
};
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('afterFirstPaint', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('waits for the first contentful paint to be on screen, not for the first paint', async () => {
    const { paint } = paintTiming();
    const painted = settledYet((await loadAfterFirstPaint())());
    paint('first-paint');
    await aMoment();
    expect(painted()).toBe(false);

    paint('first-contentful-paint');
    await aMoment();
    expect(painted()).toBe(true);
  });

  it('goes on after a while where no paint comes, as in a background tab', async () => {
    paintTiming();
    vi.useFakeTimers();
    const painted = settledYet((await loadAfterFirstPaint())());
    await vi.advanceTimersByTimeAsync(2999);
    expect(painted()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(painted()).toBe(true);
  });
});
