// HTTPS and HTTP/2 in front of the local server, as Firebase Hosting serves the site: a browser
// fetches a page's files over one connection, not six at most as over plain HTTP/1.1 (which
// queued a page's script behind its icons and faces). For the bench; the certificate is made
// for localhost on the spot, so the browser must be told to accept it.
import http from 'node:http';
import http2 from 'node:http2';
import { generate } from 'selfsigned';

/** Headers HTTP/2 forbids; the front answers on a connection of its own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

/** Serves `target` (an http:// origin) at https://localhost:`port`, over HTTP/2. */
export async function startHttp2Front(target, port) {
  const { private: key, cert } = await generate([{ name: 'commonName', value: 'localhost' }], {
    days: 2,
  });
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !name.startsWith(':')),
    );
    const upstream = http.request(
      new URL(request.url, target),
      { method: request.method, headers: { ...headers, host: new URL(target).host } },
      (answer) => {
        response.writeHead(
          answer.statusCode ?? 502,
          Object.fromEntries(
            Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
          ),
        );
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, resolve));
  return { origin: `https://localhost:${port}`, close: () => server.close() };
}
