import { PATIENCE_MS, withDeadline } from '../../network/deadline';
import { yangonDate } from '../yangon';
import { fetchSunTimes } from './sunService';
import type { SunReading } from './sunTimes';

/**
 * Today's sun times for Yangon: from the service, or computed locally (and said so) when the
 * service fails in any way.
 */
export async function readSunTimes(
  now: Date,
  serviceUrl?: string,
  timeoutMs?: number,
): Promise<SunReading> {
  const day = yangonDate(now);
  try {
    return {
      day,
      times: await fetchSunTimes(serviceUrl, timeoutMs),
      source: 'service',
      serviceFailed: false,
    };
  } catch (error) {
    console.warn('The sun service failed; computing the times locally.', error);
    // The astronomy library (20 KB gzip) is fetched only then.
    const { computeSunTimes } = await withDeadline(
      import('./localSun'),
      PATIENCE_MS,
      'The astronomy library',
    );
    return { day, times: computeSunTimes(day), source: 'local', serviceFailed: true };
  }
}
