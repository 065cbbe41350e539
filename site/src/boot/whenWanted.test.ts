import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenWanted } from './whenWanted';

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
