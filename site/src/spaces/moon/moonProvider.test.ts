import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moonAnswers } from '../../../mocks/handlers';
import { server } from '../../../mocks/node';
import { MOON_SERVICE_URL } from '../../../mocks/services';
import { readMoon } from './moonProvider';

const NOW = new Date('2026-11-21T04:00:00Z');

describe('readMoon', () => {
  afterEach(() => vi.restoreAllMocks());

  it('computes the moon locally when no service is configured', async () => {
    const reading = await readMoon(NOW);
    expect(reading).toMatchObject({ source: 'local', serviceFailed: false });
    expect(reading.serviceName).toBeUndefined();
  });

  it('maps a service answer: Age, and Phase before Moon[0]', async () => {
    const reading = await readMoon(NOW, MOON_SERVICE_URL);
    expect(reading).toMatchObject({
      age: 11.42,
      phase: 'waxing_gibbous',
      serviceName: 'Waxing Gibbous',
      source: 'service',
    });
  });

  it('asks with the instant in unix seconds', async () => {
    let asked: string | null = null;
    server.use(
      http.get(MOON_SERVICE_URL, ({ request }) => {
        asked = new URL(request.url).searchParams.get('d');
        return HttpResponse.json([{ Age: 3, Moon: ['Waxing Crescent'] }]);
      }),
    );
    const reading = await readMoon(NOW, MOON_SERVICE_URL);
    expect(asked).toBe(String(NOW.getTime() / 1000));
    expect(reading.serviceName).toBe('Waxing Crescent');
  });

  it.each(['httpError', 'refused', 'malformed', 'networkError', 'slow'] as const)(
    'falls back to the local moon when the service fails (%s)',
    async (failure) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      server.use(moonAnswers[failure]);
      const reading = await readMoon(NOW, MOON_SERVICE_URL, 200);
      expect(reading).toMatchObject({ source: 'local', serviceFailed: true });
      expect(warn).toHaveBeenCalledOnce();
    },
  );
});
