import * as v from 'valibot';
import { http } from '../../data/http';
import { PATIENCE_MS } from '../../network/deadline';
import { savedAt } from '../../offline/savedAnswer';
import { SUN_SERVICE_URL } from '../../data/serviceUrls';
import { YANGON } from '../../data/yangon';
import type { SunTimes } from './sunTimes';

export const SUN_SERVICE_TIMEOUT_MS = PATIENCE_MS;

const Instant = v.pipe(
  v.string(),
  v.isoTimestamp(),
  v.transform((value) => new Date(value)),
);

const AnswerSchema = v.object({
  status: v.literal('OK'),
  results: v.object({
    sunrise: Instant,
    sunset: Instant,
    solar_noon: Instant,
    day_length: v.pipe(v.number(), v.minValue(0)),
    civil_twilight_begin: Instant,
    civil_twilight_end: Instant,
    nautical_twilight_begin: Instant,
    nautical_twilight_end: Instant,
    astronomical_twilight_begin: Instant,
    astronomical_twilight_end: Instant,
  }),
});

export function sunServiceUrl(base = SUN_SERVICE_URL): string {
  const query = new URLSearchParams({
    lat: String(YANGON.latitude),
    lng: String(YANGON.longitude),
    date: 'today',
    formatted: '0',
  });
  return `${base}?${query}`;
}

export interface SunAnswer {
  times: SunTimes;
  /** The service's answer was saved on this device then, and given in place of the network's. */
  savedAt?: Date;
}

/**
 * Asks the sunrise-sunset service for today's times in Yangon. Rejects on a network error,
 * a timeout, a status other than OK, or an answer without every time.
 */
export async function fetchSunTimes(
  base?: string,
  timeoutMs = SUN_SERVICE_TIMEOUT_MS,
): Promise<SunAnswer> {
  const response = await http(sunServiceUrl(base), { timeoutMs });
  const r = v.parse(AnswerSchema, await response.json()).results;
  const saved = savedAt(response);
  return {
    times: {
      sunrise: r.sunrise,
      sunset: r.sunset,
      solarNoon: r.solar_noon,
      dayLengthSeconds: r.day_length,
      civilTwilightBegin: r.civil_twilight_begin,
      civilTwilightEnd: r.civil_twilight_end,
      nauticalTwilightBegin: r.nautical_twilight_begin,
      nauticalTwilightEnd: r.nautical_twilight_end,
      astronomicalTwilightBegin: r.astronomical_twilight_begin,
      astronomicalTwilightEnd: r.astronomical_twilight_end,
    },
    ...(saved ? { savedAt: saved } : {}),
  };
}
