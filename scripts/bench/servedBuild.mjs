// The production build served as Firebase Hosting serves it: firebase.json's headers and
// rewrites (scripts/hosting/serve.mjs), over HTTPS and HTTP/2 (scripts/hosting/http2Front.mjs).
import { spawn } from 'node:child_process';
import { startHttp2Front } from '../hosting/http2Front.mjs';

/**
 * Where the build is served: `measuredOrigin` over HTTPS and HTTP/2, where the pages are loaded
 * and tapped, and `origin` plainly, for the returning visits (a browser keeps no service worker
 * from an origin whose certificate it was told to ignore).
 */
export const servedOrigins = (port) => ({
  origin: `http://localhost:${port}`,
  measuredOrigin: `https://localhost:${port + 2}`,
});

/** Resolves once the server answers. */
async function waitForServer(url, attempts = 100) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer at ${url}.`);
}

/**
 * Serves the build (`publicDir`, relative to the root: site/dist unless given) at both origins,
 * the sun's stand-in allowed; resolves to its `close`.
 */
export async function serveBuild(root, port, sunOrigin, publicDir) {
  const server = spawn(
    'node',
    [
      'scripts/hosting/serve.mjs',
      '--port',
      String(port),
      '--connect-src',
      sunOrigin,
      ...(publicDir ? ['--public', publicDir] : []),
    ],
    { cwd: root, stdio: 'ignore' },
  );
  const { origin } = servedOrigins(port);
  await waitForServer(origin);
  const front = await startHttp2Front(origin, port + 2);
  return () => {
    front.close();
    server.kill();
  };
}
