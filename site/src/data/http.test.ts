import { afterEach, describe, expect, it } from 'vitest';
import { http as mock, HttpResponse, delay } from 'msw';
import { server } from '../../mocks/node';
import { getJson, http, HttpError, XSRF_HEADER } from './http';

function echoHeader(url: string) {
  let seen: string | null | undefined;
  server.use(
    mock.all(url, ({ request }) => {
      seen = request.headers.get(XSRF_HEADER);
      return HttpResponse.json({ ok: true });
    }),
  );
  return () => seen;
}

describe('http', () => {
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('adds the XSRF header from the cookie to a non-GET relative request', async () => {
    document.cookie = 'XSRF-TOKEN=abc123';
    const header = echoHeader('/api/things');
    await http('/api/things', { method: 'POST', body: '{}' });
    expect(header()).toBe('abc123');
  });

  it('leaves GET requests without the header', async () => {
    document.cookie = 'XSRF-TOKEN=abc123';
    const header = echoHeader('/api/things');
    await http('/api/things');
    expect(header()).toBeNull();
  });

  it('never sends the token to another host', async () => {
    document.cookie = 'XSRF-TOKEN=abc123';
    const header = echoHeader('https://elsewhere.test/things');
    await http('https://elsewhere.test/things', { method: 'DELETE' });
    expect(header()).toBeNull();
  });

  it.each([
    '/\\evil.test/things',
    ' //evil.test/things',
    '\\\\evil.test/things',
    '//evil.test/things',
  ])('never sends the token to a host written as a path: %j', async (url) => {
    document.cookie = 'XSRF-TOKEN=abc123';
    const header = echoHeader('http://evil.test/things');
    await http(url, { method: 'POST', body: '{}' });
    expect(header()).toBeNull();
  });

  it('sends no header when there is no cookie', async () => {
    const header = echoHeader('/api/things');
    await http('/api/things', { method: 'PUT' });
    expect(header()).toBeNull();
  });

  it('turns an error status into an HttpError', async () => {
    server.use(mock.get('https://svc.test/x', () => new HttpResponse(null, { status: 503 })));
    await expect(getJson('https://svc.test/x')).rejects.toEqual(
      new HttpError(503, 'https://svc.test/x'),
    );
  });

  it('gives up on a slow answer after the timeout', async () => {
    server.use(
      mock.get('https://svc.test/slow', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await expect(getJson('https://svc.test/slow', { timeoutMs: 50 })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });
});
