import { describe, expect, it, vi } from 'vitest';
import { computeMoon } from './computedMoon';
import { moonAge } from './localMoon';

vi.mock('./newMoon', () => {
  throw new Error('The chunk could not be loaded.');
});

describe('the moon computed here, without the astronomy library', () => {
  it('is the quick estimate, labelled as one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const instant = new Date('2025-03-14T06:55:00Z');
    const reading = await computeMoon(instant, true);
    expect(reading).toMatchObject({ source: 'estimate', serviceFailed: true, phase: 'full' });
    expect(reading.age).toBeCloseTo(moonAge(instant), 6);
  });
});
