import { afterEach, describe, expect, it, vi } from 'vitest';
import { sunAnswers } from '../../../mocks/handlers';
import { server } from '../../../mocks/node';
import sun from '../../../mocks/fixtures/sun-yangon.json';
import { readSunTimes } from './sunProvider';

const NOW = new Date('2026-11-21T04:00:00Z');

describe('readSunTimes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes the service’s times when it answers', async () => {
    const reading = await readSunTimes(NOW);
    expect(reading).toMatchObject({ day: '2026-11-21', source: 'service', serviceFailed: false });
    expect(reading.times.sunrise.toISOString()).toBe(new Date(sun.results.sunrise).toISOString());
    expect(reading.times.dayLengthSeconds).toBe(sun.results.day_length);
  });

  it.each(['httpError', 'refused', 'malformed', 'networkError', 'slow'] as const)(
    'computes the times locally when the service fails (%s)',
    async (failure) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      server.use(sunAnswers[failure]);
      const reading = await readSunTimes(NOW, undefined, 200);
      expect(reading).toMatchObject({ source: 'local', serviceFailed: true });
      expect(reading.times.sunrise.getTime()).toBeLessThan(reading.times.sunset.getTime());
      expect(warn).toHaveBeenCalledOnce();
    },
  );
});
