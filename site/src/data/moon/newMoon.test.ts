import { SearchMoonPhase } from 'astronomy-engine';
import { SYNODIC_MONTH_DAYS } from '@portfolio/ui/rules';
import { describe, expect, it, vi } from 'vitest';
import { DAY_MS } from './localMoon';
import { lastNewMoon } from './newMoon';

const MINUTE_MS = 60_000;
const atOnce = () => Promise.resolve();

/** Astronomy Engine's own search, at once. */
function searchedNewMoon(instant: Date): Date {
  const found = SearchMoonPhase(0, instant, -SYNODIC_MONTH_DAYS - 1);
  if (!found) throw new Error('No new moon found.');
  return found.date;
}

describe('the last new moon', () => {
  // Every 1.7 days over two years: every age, perigee and apogee, in both halves of the year.
  const instants = Array.from(
    { length: 430 },
    (_, index) => new Date(Date.UTC(2026, 0, 1) + index * 1.7 * DAY_MS),
  );

  it('is where Astronomy Engine finds it, within a minute, and never after the instant', async () => {
    for (const instant of instants) {
      const found = await lastNewMoon(instant, atOnce);
      expect(Math.abs(found.getTime() - searchedNewMoon(instant).getTime())).toBeLessThan(
        MINUTE_MS,
      );
      expect(found.getTime()).toBeLessThanOrEqual(instant.getTime());
    }
  });

  it('is found in a few steps, each after the page had a turn', async () => {
    const between = vi.fn(atOnce);
    await lastNewMoon(new Date('2026-11-28T17:00:00Z'), between);
    expect(between).toHaveBeenCalled();
    expect(between.mock.calls.length).toBeLessThanOrEqual(12);
  });

  it('at the new moon itself is that instant', async () => {
    const newMoon = searchedNewMoon(new Date('2026-11-28T17:00:00Z'));
    const found = await lastNewMoon(new Date(newMoon.getTime() + 1000), atOnce);
    expect(Math.abs(found.getTime() - newMoon.getTime())).toBeLessThan(MINUTE_MS);
  });
});
