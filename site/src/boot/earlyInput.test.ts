import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput, PENDING, type HeldInput } from './earlyInput';

/** A button in a root that stands for the app's (React listens on its root). */
function page() {
  const root = document.body.appendChild(document.createElement('div'));
  const button = root.appendChild(document.createElement('button'));
  const seen: string[] = [];
  for (const type of ['pointerdown', 'click'])
    root.addEventListener(type, (event) => seen.push(event.type));
  return { root, button, seen };
}

const press = (button: HTMLElement) => {
  button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  button.click();
};

describe('holdEarlyInput', () => {
  let input: HeldInput;
  let hydrate: () => void;
  beforeEach(() => {
    input = holdEarlyInput();
  });
  afterEach(() => {
    hydrate?.();
    input.drop();
    document.body.replaceChildren();
  });
  const handOver = () =>
    input.handOver(
      new Promise((resolve) => {
        hydrate = resolve;
      }),
    );

  it('holds a press made before the app has the page, shown pressed, and replays its click', () => {
    const { button, seen } = page();
    press(button);
    expect(seen).toEqual([]);
    expect(button.hasAttribute(PENDING)).toBe(true);

    handOver();
    expect(seen).toEqual(['click']);
    expect(button.hasAttribute(PENDING)).toBe(false);
  });

  it('keeps a press made while the page hydrates from the app until the press has shown', async () => {
    const { button, seen } = page();
    handOver();
    press(button);
    expect(seen).toEqual([]);
    expect(button.hasAttribute(PENDING)).toBe(true);

    await vi.waitFor(() => expect(seen).toEqual(['click']));
    expect(button.hasAttribute(PENDING)).toBe(false);
  });

  it('lets every press through once the page has hydrated', async () => {
    const { button, seen } = page();
    handOver();
    hydrate();
    await Promise.resolve();
    press(button);
    expect(seen).toEqual(['pointerdown', 'click']);
    expect(button.hasAttribute(PENDING)).toBe(false);
  });

  it('forgets what it held when the app does not come', () => {
    const { button, seen } = page();
    press(button);
    input.drop();
    expect(button.hasAttribute(PENDING)).toBe(false);
    press(button);
    expect(seen).toEqual(['pointerdown', 'click']);
  });
});
