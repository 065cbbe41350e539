import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipKb = (file) => gzipSync(readFileSync(file)).length / 1024;

/** The HTML file a route is served from (the shell for per-app pages). */
function htmlFor(dist, route) {
  if (route.startsWith('/app/')) return join(dist, 'app-shell.html');
  return join(dist, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
}

/** JavaScript a route loads before it is interactive: its module script and every preload, gzip. */
export function initialJsKb(dist, route) {
  const html = readFileSync(htmlFor(dist, route), 'utf8');
  const files = new Set(
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]),
  );
  return [...files].reduce((total, file) => total + gzipKb(join(dist, file)), 0);
}

/** The lazily loaded chunk that holds three.js, gzip. */
export function lazy3dChunkKb(dist) {
  const assets = join(dist, 'assets');
  const three = readdirSync(assets).find(
    (file) =>
      file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('WebGLRenderer'),
  );
  return three ? { file: three, kb: gzipKb(join(assets, three)) } : { file: 'none', kb: 0 };
}
