// Serves a build as Firebase Hosting does: superstatic (the library behind Firebase's hosting
// emulator) with firebase.json's hosting section: its headers, rewrites, clean URLs and redirects.
//
//   node scripts/hosting/serve.mjs [--port 4173] [--public site/dist] [--connect-src <origin>]…
//                                  [--https-port <port>]
//
// --https-port serves the same over HTTPS and HTTP/2 too (http2Front.mjs), as the bench measures.
// --connect-src adds an origin to the Content-Security-Policy's connect-src, for a local
// stand-in of an outside service (the bench's sun service, the fault tests' moon service).
import { parseArgs } from 'node:util';
import { server } from 'superstatic';
import { hostingConfig, root, withConnectSources } from './config.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    public: { type: 'string' },
    'connect-src': { type: 'string', multiple: true, default: [] },
    'https-port': { type: 'string' },
  },
});

const hosting = await hostingConfig();
const config = withConnectSources(
  values.public ? { ...hosting, public: values.public } : hosting,
  values['connect-src'],
);
const port = Number(values.port);

/**
 * The longest segment superstatic can look up: a file name is at most 255 bytes, and clean URLs
 * look for the segment with `.html` after it. A longer one made it answer with a 500.
 */
const SEGMENT_MAX_BYTES = 255 - '.html'.length;

/** No file can be named by such a path: it is not found, not a server error (ENAMETOOLONG). */
function refuseOverlongSegments(request, response, next) {
  const segments = new URL(request.url ?? '/', 'http://localhost').pathname.split('/');
  const bytes = (segment) => {
    try {
      return Buffer.byteLength(decodeURIComponent(segment));
    } catch {
      return Buffer.byteLength(segment);
    }
  };
  if (!segments.some((segment) => bytes(segment) > SEGMENT_MAX_BYTES)) return next();
  response.statusCode = 404;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.end('Not found');
}

const app = server({ cwd: root, config, port, hostname: 'localhost', compression: true });
app.use(refuseOverlongSegments);
app.listen(async () => {
  const origin = `http://localhost:${port}`;
  console.log(`Serving ${config.public} as Firebase Hosting would on ${origin}`);
  if (values['https-port'] === undefined) return;
  // Only then: its certificate is made with a development dependency.
  const { startHttp2Front } = await import('./http2Front.mjs');
  const front = await startHttp2Front(origin, Number(values['https-port']));
  console.log(`and over HTTPS and HTTP/2 on ${front.origin}`);
});
