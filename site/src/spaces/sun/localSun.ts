import { Body, Observer, SearchAltitude, SearchHourAngle, SearchRiseSet } from 'astronomy-engine';
import { YANGON, yangonMidnight } from '../../data/yangon';
import type { SunTimes } from './sunTimes';

const observer = new Observer(YANGON.latitude, YANGON.longitude, 0);
const TWILIGHTS = { civil: -6, nautical: -12, astronomical: -18 } as const;

function search(found: { date: Date } | null, what: string): Date {
  if (!found) throw new Error(`No ${what} found`);
  return found.date;
}

/** The sun's times for a Yangon day, computed with Astronomy Engine (no network). */
export function computeSunTimes(day: string): SunTimes {
  const start = yangonMidnight(day);
  const rise = (direction: 1 | -1, what: string) =>
    search(SearchRiseSet(Body.Sun, observer, direction, start, 1), what);
  const twilight = (altitude: number, direction: 1 | -1, what: string) =>
    search(SearchAltitude(Body.Sun, observer, direction, start, 1, altitude), what);
  const sunrise = rise(1, 'sunrise');
  const sunset = rise(-1, 'sunset');
  return {
    sunrise,
    sunset,
    solarNoon: SearchHourAngle(Body.Sun, observer, 0, start).time.date,
    dayLengthSeconds: Math.round((sunset.getTime() - sunrise.getTime()) / 1000),
    civilTwilightBegin: twilight(TWILIGHTS.civil, 1, 'civil dawn'),
    civilTwilightEnd: twilight(TWILIGHTS.civil, -1, 'civil dusk'),
    nauticalTwilightBegin: twilight(TWILIGHTS.nautical, 1, 'nautical dawn'),
    nauticalTwilightEnd: twilight(TWILIGHTS.nautical, -1, 'nautical dusk'),
    astronomicalTwilightBegin: twilight(TWILIGHTS.astronomical, 1, 'astronomical dawn'),
    astronomicalTwilightEnd: twilight(TWILIGHTS.astronomical, -1, 'astronomical dusk'),
  };
}
