import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { sunAnswers } from '../../../mocks/handlers';
import { server } from '../../../mocks/node';
import sun from '../../../mocks/fixtures/sun-yangon.json';
import { withSavedAt } from '../../offline/savedAnswer';
import { SUN_SERVICE_URL } from '../../data/serviceUrls';
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

describe('readSunTimes given an answer the service worker saved', () => {
  const savedAnswer = (saved: string) =>
    server.use(
      http.get(SUN_SERVICE_URL, () => withSavedAt(HttpResponse.json(sun), new Date(saved))),
    );

  it('takes it, with when it was saved, from earlier the same Yangon day', async () => {
    savedAnswer('2026-11-20T18:00:00Z'); // 00:30 on the 21st in Yangon
    const reading = await readSunTimes(NOW);
    expect(reading).toMatchObject({ source: 'saved', serviceFailed: false });
    expect(reading.savedAt?.toISOString()).toBe('2026-11-20T18:00:00.000Z');
    expect(reading.times.sunrise.toISOString()).toBe(new Date(sun.results.sunrise).toISOString());
  });

  it('computes the times locally rather than take one from another day', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    savedAnswer('2026-11-20T17:00:00Z'); // 23:30 on the 20th in Yangon
    expect(await readSunTimes(NOW)).toMatchObject({ source: 'local', serviceFailed: true });
  });
});
