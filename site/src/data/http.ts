export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const DEFAULT_TIMEOUT_MS = 10_000;
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** The service answered, but not with success. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
  ) {
    super(`${url} answered ${status}`);
    this.name = 'HttpError';
  }
}

export interface HttpOptions extends RequestInit {
  /** Give up after this long (default 10 s); the promise rejects with a `TimeoutError`. */
  timeoutMs?: number;
}

/**
 * Whether a request goes to this site: only those carry the XSRF token. Decided by the URL the
 * browser will actually fetch, not by how it is written (`/\evil.com` and ` //evil.com` are
 * other hosts).
 */
function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** The XSRF token; the cookie parser is fetched only for a request that carries one. */
async function xsrfToken(): Promise<string | undefined> {
  if (typeof document === 'undefined' || !document.cookie) return undefined;
  const { parse } = await import('cookie');
  return parse(document.cookie)[XSRF_COOKIE];
}

/**
 * `fetch` with a timeout, an error for any status other than 2xx, and the XSRF header
 * (from the `XSRF-TOKEN` cookie) on state-changing requests to this site.
 */
export async function http(
  url: string,
  { timeoutMs = DEFAULT_TIMEOUT_MS, ...init }: HttpOptions = {},
) {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  if (!SAFE_METHODS.has(method) && isSameOrigin(url) && !headers.has(XSRF_HEADER)) {
    const token = await xsrfToken();
    if (token) headers.set(XSRF_HEADER, token);
  }
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  const response = await fetch(url, { ...init, method, headers, signal });
  if (!response.ok) throw new HttpError(response.status, url);
  return response;
}

/** GET a JSON document. The answer is `unknown`: callers validate its shape. */
export async function getJson(url: string, options?: HttpOptions): Promise<unknown> {
  const response = await http(url, options);
  return response.json();
}
