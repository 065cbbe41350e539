import { computeMoon } from '../../data/moon/computedMoon';
import { fetchMoon } from './moonService';
import type { MoonReading } from '../../data/moon/moonReading';

/** The moon now: from the configured service (`VITE_MOON_SERVICE_URL`), else computed locally. */
export async function readMoon(
  instant: Date,
  serviceUrl?: string,
  timeoutMs?: number,
): Promise<MoonReading> {
  if (!serviceUrl) return computeMoon(instant);
  try {
    return await fetchMoon(serviceUrl, instant, timeoutMs);
  } catch (error) {
    console.warn('The moon service failed; computing the moon locally.', error);
    return computeMoon(instant, true);
  }
}
