// The production build served as Firebase Hosting serves it: firebase.json's headers and
// rewrites (scripts/hosting/serve.mjs), over HTTPS and HTTP/2 (scripts/hosting/http2Front.mjs).
import { spawn } from 'node:child_process';
import tls from 'node:tls';

/**
 * Where the build is served: `measuredOrigin` over HTTPS and HTTP/2, where the pages are loaded
 * and tapped, and `origin` plainly, for the returning visits (a browser keeps no service worker
 * from an origin whose certificate it was told to ignore).
 */
export const servedOrigins = (port) => ({
  origin: `http://localhost:${port}`,
  measuredOrigin: `https://localhost:${port + 2}`,
});

const answers = async (url) => (await fetch(url)).ok;

/** Whether a TLS server listens on `port` (the front's certificate is its own). */
const acceptsTls = (port) =>
  new Promise((resolve, reject) => {
    const socket = tls.connect({ host: 'localhost', port, rejectUnauthorized: false }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', reject);
  });

/** Resolves once `probe` holds. */
async function waitFor(probe, what, attempts = 100) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      if (await probe()) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer at ${what}.`);
}

/**
 * Serves the build (`publicDir`, relative to the root: site/dist unless given) at both origins,
 * the sun's stand-in allowed; resolves to its `close`. The server runs at the lowest CPU priority:
 * Lighthouse multiplies the main-thread time it observes by four, and on two cores the server's
 * work during a load (superstatic compressing each answer, TLS, HTTP/2: 0.3-0.9 s of CPU a load
 * of `/`) was taken from the page's thread and multiplied too, where a visitor's phone shares its
 * CPU with no server (`/`, runs interleaved: TBT median 336 ms beside it, 163 below it).
 */
export async function serveBuild(root, port, sunOrigin, publicDir) {
  const server = spawn(
    'nice',
    [
      '-n',
      '19',
      process.execPath,
      'scripts/hosting/serve.mjs',
      '--port',
      String(port),
      '--https-port',
      String(port + 2),
      '--connect-src',
      sunOrigin,
      ...(publicDir ? ['--public', publicDir] : []),
    ],
    { cwd: root, stdio: 'ignore' },
  );
  const { origin, measuredOrigin } = servedOrigins(port);
  await waitFor(() => answers(origin), origin);
  await waitFor(() => acceptsTls(port + 2), measuredOrigin);
  return () => server.kill();
}
