import { PATIENCE_MS, withDeadline } from '../../network/deadline';
import { yangonDate } from '../../data/yangon';
import { fetchSunTimes } from './sunService';
import type { SunReading } from './sunTimes';

/**
 * The astronomy library is asked for only after the service failed, which may itself have taken
 * its whole patience: half a patience for 20 KB from the site's own host keeps the two waits,
 * the page's loading included, within the 10 s a visitor is ever left without an answer.
 */
const LIBRARY_PATIENCE_MS = PATIENCE_MS / 2;

/**
 * Today's sun times for Yangon: from the service (or its answer saved on this device earlier the
 * same day, said so), or computed locally (and said so) when the service fails in any way.
 */
export async function readSunTimes(
  now: Date,
  serviceUrl?: string,
  timeoutMs?: number,
): Promise<SunReading> {
  const day = yangonDate(now);
  try {
    const { times, savedAt } = await fetchSunTimes(serviceUrl, timeoutMs);
    if (!savedAt) return { day, times, source: 'service', serviceFailed: false };
    // Another day's answer is further from today's sun than the local computation.
    if (yangonDate(savedAt) !== day) throw new Error(`The saved answer is from ${savedAt}.`);
    return { day, times, source: 'saved', savedAt, serviceFailed: false };
  } catch (error) {
    console.warn('The sun service failed; computing the times locally.', error);
    // The astronomy library (20 KB gzip) is fetched only then.
    const { computeSunTimes } = await withDeadline(
      import('./localSun'),
      LIBRARY_PATIENCE_MS,
      'The astronomy library',
    );
    return { day, times: computeSunTimes(day), source: 'local', serviceFailed: true };
  }
}
