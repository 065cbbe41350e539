import { http, HttpResponse } from 'msw';
import moon from './fixtures/moon.json';
import sun from './fixtures/sun-yangon.json';
import { MOON_SERVICE_URL, SUN_SERVICE_URL } from './services';

/** The services answering as they should: the default for stories and tests. */
export const handlers = [
  http.get(SUN_SERVICE_URL, () => HttpResponse.json(sun)),
  http.get(MOON_SERVICE_URL, () => HttpResponse.json(moon)),
];
