import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import moon from './fixtures/moon.json';
import sun from './fixtures/sun-yangon.json';
import { withSavedAt } from '../src/offline/savedAnswer';
import { MOON_SERVICE_URL, SUN_SERVICE_URL } from './services';

/** Every way a service can answer: well, with an error status, with garbage, or never. */
function answers(url: string, good: JsonBodyType, refused: JsonBodyType) {
  return {
    ok: http.get(url, () => HttpResponse.json(good)),
    httpError: http.get(url, () => HttpResponse.json({ error: 'down' }, { status: 503 })),
    refused: http.get(url, () => HttpResponse.json(refused)),
    malformed: http.get(url, () => HttpResponse.text('<html>Not JSON</html>', { status: 200 })),
    networkError: http.get(url, () => HttpResponse.error()),
    slow: http.get(url, async () => {
      await delay('infinite');
      return HttpResponse.json(good);
    }),
  };
}

export const sunAnswers = answers(SUN_SERVICE_URL, sun, { status: 'INVALID_REQUEST', results: '' });
/** The sun service's answer as the service worker gives it offline: saved on this device now. */
export const savedSunAnswer = http.get(SUN_SERVICE_URL, () => withSavedAt(HttpResponse.json(sun)));
export const moonAnswers = answers(MOON_SERVICE_URL, moon, [{ Error: 1, ErrorMsg: 'bad date' }]);

/** The services answering as they should: the default for stories and tests. */
export const handlers = [sunAnswers.ok, moonAnswers.ok];
