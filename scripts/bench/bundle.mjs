import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipKb = (file) => gzipSync(readFileSync(file)).length / 1024;

/** The HTML file a route is served from (the shell for per-app pages not prerendered). */
function htmlFor(dist, route) {
  const file = join(dist, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
  return existsSync(file) ? file : join(dist, 'app-shell.html');
}

const totalKb = (dist, files) =>
  [...new Set(files)].reduce((total, file) => total + gzipKb(join(dist, file)), 0);

/**
 * A route's JavaScript, gzip: `initial` is what its HTML loads at once (the boot script);
 * `hydration` is the app and screen code it fetches ahead (the links with a fetch priority, in
 * its head or held until it has painted), which the page runs when the app is wanted (idle after
 * load, or the first key or tap), or at once on the per-app shell. The toasts' library, fetched
 * once the app is wanted beside it (a template of its own), is not needed before the page answers.
 */
export function routeJsKb(dist, route) {
  const html = readFileSync(htmlFor(dist, route), 'utf8').replace(
    /<template id="toasts-preloads">.*?<\/template>/,
    '',
  );
  const scripts = (pattern) => [...html.matchAll(pattern)].map((match) => match[1]);
  const app = scripts(/<link rel="modulepreload" href="\/(assets\/[^"]+\.js)" fetchpriority=/g);
  const linked = scripts(/(?:src|href)="\/(assets\/[^"]+\.js)"/g).filter(
    (file) => !app.includes(file),
  );
  return { initial: totalKb(dist, linked), hydration: totalKb(dist, app) };
}

/**
 * The lazily loaded chunks that hold three.js (the scenes' worker, and the chunk for browsers
 * whose workers cannot draw), largest first, gzip.
 */
export function lazy3dChunks(dist) {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter(
      (file) =>
        file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('WebGLRenderer'),
    )
    .map((file) => ({ file, kb: gzipKb(join(assets, file)) }))
    .sort((a, b) => b.kb - a.kb);
}

/** The boot chunk (what every page runs up front, see site/vite.config.ts), gzip. */
export function bootChunk(dist) {
  const file = readdirSync(join(dist, 'assets')).find((name) => /^boot-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No boot chunk in ${dist}/assets`);
  return { file, kb: gzipKb(join(dist, 'assets', file)) };
}
