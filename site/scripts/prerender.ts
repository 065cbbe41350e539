import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentTitle } from '../src/navigation/documentTitle';
import { appPages, STATIC_PAGES, type PageMeta } from '../src/app/pageMeta';
import { owner } from '../src/content/owner';
import type { ContentSnapshot } from '../src/data/content';
import { parseDocument } from '../src/data/content/parse';
import { primedAnswersScript, type PrimedAnswers } from '../src/data/content/primedSource';
import { serverI18n } from '../src/i18n/serverI18n';
import { contentAtBuildTime } from './buildContent';

const siteDir = fileURLToPath(new URL('../', import.meta.url));
/** The client build to prerender into (`dist`, or another for a test build); its server build beside it. */
const outDir = process.env.SITE_OUT_DIR ?? 'dist';
const dist = join(siteDir, outDir);
const SITE_URL = (process.env.SITE_URL ?? 'https://example.com').replace(/\/$/, '');

/** The app's entry (the boot script imports it when the app is wanted). */
const MAIN = 'src/main.tsx';

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The chunks a module needs, itself first: fetched with the app so hydration need not wait. */
function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    chunk.file,
    ...(chunk.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen)),
  ];
}

interface Renderer {
  render(
    url: string,
    content: ContentSnapshot,
  ): Promise<{ html: string; styles: string; answers: PrimedAnswers }>;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function head(page: PageMeta, styles: string): string {
  const title = documentTitle(serverI18n.t(page.titleKey, page.titleValues ?? {}));
  const url = `${SITE_URL}${page.aliasOf ?? page.path}`;
  return [
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(page.description)}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escape(owner.name)}" />`,
    `<meta property="og:title" content="${escape(title)}" />`,
    `<meta property="og:description" content="${escape(page.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    styles,
  ].join('\n    ');
}

/** `/` → index.html, `/me` → me.html, `/spaces/sun` → spaces/sun.html (served without the extension). */
const fileFor = (path: string) => join(dist, path === '/' ? 'index.html' : `${path.slice(1)}.html`);

async function write(file: string, content: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** The font faces' small stylesheet, inlined: one render-blocking request less. */
async function inlineStylesheets(html: string): Promise<string> {
  let inlined = html;
  for (const [link, href = ''] of html.matchAll(
    /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g,
  )) {
    const css = await readFile(join(dist, href), 'utf8');
    inlined = inlined.replace(link, () => `<style>${css}</style>`);
  }
  return inlined;
}

/**
 * The Latin face of Inter, preloaded: it is then usually in before the first paint, and the swap
 * from the fallback font does not move the text.
 */
async function preloadLatinFont(html: string): Promise<string> {
  const font = (await readdir(join(dist, 'assets'))).find((file) =>
    /^inter-latin-wght-normal-.*\.woff2$/.test(file),
  );
  if (!font) throw new Error('The Latin Inter face is missing from the build.');
  const link = `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}" />`;
  return html.replace('<style>', () => `${link}\n    <style>`);
}

/**
 * The boot script blocks rendering until it has run (it is small, cached for a year and the
 * page's only eager script): it fills in what follows the current time, so the first paint
 * already shows it. Like a stylesheet in the head, a boot script that never arrives would hold
 * the first paint; browsers without `blocking` paint the blanks a moment before.
 */
const renderBlockingBoot = (html: string) =>
  html.replace(
    '<script type="module" crossorigin',
    '<script type="module" blocking="render" crossorigin',
  );

const template = renderBlockingBoot(
  await preloadLatinFont(await inlineStylesheets(await readFile(join(dist, 'index.html'), 'utf8'))),
);
const { render } = (await import(join(siteDir, `${outDir}-server`, 'entry-server.js'))) as Renderer;
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const alreadyLinked = (file: string) => template.includes(`/${file}"`);
/** The app's chunks and a screen's, fetched together when the app starts (see src/boot). */
const appModules = (...modules: string[]) =>
  [...new Set(modules.flatMap((module) => chunksOf(manifest, module)))]
    .filter((file) => !alreadyLinked(file))
    .map((file) => `/${file}`)
    .join(' ');
const withRoot = (document: string, attributes: string, html = '', before = '') =>
  // Functions, not strings, as replacements: content may hold `$&` and the like.
  document.replace(
    '<div id="root"></div>',
    () => `${before}<div id="root" ${attributes}>${html}</div>`,
  );

// The shell for the routes with no prerendered HTML (per-app pages): written before index.html changes.
await write(join(dist, 'app-shell.html'), withRoot(template, `data-modules="${appModules(MAIN)}"`));

const content = await contentAtBuildTime(siteDir);
const apps = Object.entries(content.snapshot.appgallery).flatMap(
  ([id, data]) => parseDocument('appgallery', id, data) ?? [],
);
const pages = [...STATIC_PAGES, ...appPages(apps)];
for (const page of pages) {
  const { html, styles, answers } = await render(page.path, content.snapshot);
  const marker = page.path === '/' ? '' : page.path;
  const document = template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', () => `  ${head(page, styles)}\n  </head>`);
  await write(
    fileFor(page.path),
    withRoot(
      document,
      `data-prerendered="${marker}" data-modules="${appModules(MAIN, page.module)}"${page.eager ? ' data-eager' : ''}`,
      html,
      // Embedded content needs no priming: the app holds the same.
      content.fromFirestore ? primedAnswersScript(answers) : '',
    ),
  );
}

await write(
  join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`,
);
const urls = pages
  .filter((page) => !page.aliasOf)
  .map(({ path }) => `  <url><loc>${SITE_URL}${path}</loc></url>`)
  .join('\n');
await write(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
console.log(`Prerendered ${pages.length} pages into ${dist}`);
