/**
 * A service's answer kept by the service worker carries the moment it was saved, so that a page
 * given it in place of the network's can say how old it is.
 */
const SAVED_AT = 'X-Saved-At';

/** `response` as the service worker keeps it: its body and headers, and when it was saved. */
export async function withSavedAt(response: Response, now = new Date()): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, now.toISOString());
  // The page asked another host: it reads only the headers that answer lets it.
  headers.set('Access-Control-Allow-Origin', '*');
  headers.set('Access-Control-Expose-Headers', SAVED_AT);
  return new Response(await response.arrayBuffer(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** When the answer was saved on this device, or `undefined` for one fresh from the network. */
export function savedAt(response: Response): Date | undefined {
  const saved = response.headers.get(SAVED_AT);
  const instant = saved ? new Date(saved) : undefined;
  return instant && !Number.isNaN(instant.getTime()) ? instant : undefined;
}
