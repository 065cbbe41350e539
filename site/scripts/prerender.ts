// Writes every page of the site, in every language, as HTML into the client build, with its
// head (title, description, alternates, link preview card, web app, structured data), and the
// sitemap, robots.txt, preview cards, icons and manifests beside them.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appPages, inEveryLanguage, STATIC_PAGES } from '../src/navigation/pageMeta';
import type { LocalizedPage } from '../src/navigation/pageMeta';
import { owner } from '../src/content/owner';
import type { ContentSnapshot } from '../src/data/content';
import { parseDocument } from '../src/data/content/parse';
import { localize } from '../src/data/content/localize';
import { primedAnswersScript, type PrimedAnswers } from '../src/data/content/primedSource';
import { LANGUAGES, type Language } from '../src/i18n/languages';
import { stringSetsAt } from '../src/i18n/stringSets';
import { localizedPath } from '../src/i18n/languagePaths';
import { paths } from '../src/navigation/paths';
import { contentAtBuildTime } from './buildContent';
import { createCardRenderer } from './og';
import { chunksOf, readViteManifest } from './prerender/chunks';
import { escapeHtml, headTags, type PageHead } from './prerender/head';
import { pageHead, previewFor, structuredData } from './prerender/pageHead';
import { pageText } from './prerender/boldText';
import { fontPreload, NO_FACES } from './prerender/scriptFaces';
import { latinFaceOf } from './prerender/latinFace';
import { everyPageFaces, languageChoices } from './prerender/everyPageFaces';
import { robots, sitemap } from './prerender/sitemap';
import {
  appPreloadTags,
  languageSwitchPreloads,
  prerenderedAppPreloads,
} from './prerender/appPreloads';
import { stringsUrlsOf } from './prerender/stringsUrls';
import { LIBRARY_CHUNKS } from './librariesChunk';
import { inLanguage, pageTemplate, withLinksAfterBoot, withRoot } from './prerender/template';
import { webAppHeadTags, writeWebApp } from './webapp';

const siteDir = fileURLToPath(new URL('../', import.meta.url));
/** The client build to prerender into (`dist`, or another for a test build); its server build beside it. */
const outDir = process.env.SITE_OUT_DIR ?? 'dist';
const dist = join(siteDir, outDir);
const SITE_URL = (process.env.SITE_URL ?? 'https://example.com').replace(/\/$/, '');

/** The app's entry (the boot script imports it when the app is wanted). */
const MAIN = 'src/main.tsx';

interface RenderedPage {
  html: string;
  styles: string;
  answers: PrimedAnswers;
}

interface Renderer {
  render(url: string, language: Language, content: ContentSnapshot): Promise<RenderedPage>;
}

/** `/` → index.html, `/me` → me.html, `/my/spaces/sun` → my/spaces/sun.html (served without the extension). */
const fileFor = (path: string) => join(dist, path === '/' ? 'index.html' : `${path.slice(1)}.html`);

async function write(file: string, content: string | Uint8Array) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

const template = await pageTemplate(dist);
const latinFace = latinFaceOf(dist, template);
const { render } = (await import(join(siteDir, `${outDir}-server`, 'entry-server.js'))) as Renderer;
const manifest = await readViteManifest(dist);
const stringsUrls = stringsUrlsOf(manifest);
/** The entry and the modules it imports in turn, one task each (see main.tsx). */
const APP = [MAIN, ...(manifest[MAIN]?.dynamicImports ?? [])];
const alreadyLinked = (file: string) => template.includes(`/${file}"`);
/** The app's chunks and a screen's that the page's template does not load already. */
const appChunks = (...modules: string[]) =>
  [...new Set(modules.flatMap((module) => chunksOf(manifest, module)))].filter(
    (file) => !alreadyLinked(file),
  );
const libraryFiles = Object.values(manifest)
  .filter(({ name }) => name !== undefined && LIBRARY_CHUNKS.includes(name))
  .map(({ file }) => file);
/** The toasts' library, which the app fetches when a toast is first wanted. */
const TOASTS = Object.keys(manifest).find((key) => key.endsWith('/react-toastify/dist/index.mjs'));
if (!TOASTS) throw new Error('The build has no chunk of the toasts’ library.');
const toastChunks = appChunks(TOASTS).filter((file) => !appChunks(...APP).includes(file));
// The shells for the routes with no prerendered HTML (per-app pages of apps added after the
// build), one per language: rendered by the app, and not for search engines. Those pages are
// legal pages, so a shell preloads the strings they show.
const shellSets = stringSetsAt(paths.appPrivacy('added-after-the-build'));
for (const language of LANGUAGES)
  await write(
    fileFor(localizedPath(language, '/app-shell')),
    withRoot(
      inLanguage(template, language, [
        `<title>${escapeHtml(owner.name)}</title>`,
        '<meta name="robots" content="noindex" />',
        ...webAppHeadTags(language),
        ...appPreloadTags(appChunks(...APP), stringsUrls(language, shellSets), 'high'),
        fontPreload(latinFace.file),
      ]),
      '',
    ),
  );

const content = await contentAtBuildTime(siteDir);
const apps = Object.entries(content.appgallery).flatMap(
  ([id, data]) => parseDocument('appgallery', id, data) ?? [],
);
const pages = inEveryLanguage([...STATIC_PAGES, ...appPages(apps)]);

const heads = pages.map((page) => ({ page, head: pageHead(page, SITE_URL) }));
const drawCard = await createCardRenderer(
  heads
    .flatMap(({ page, head }) => [
      head.pageTitle,
      head.description,
      localize(owner.role, page.language),
    ])
    .concat(owner.name),
);
const rendered = new Map<string, RenderedPage & { page: LocalizedPage; head: PageHead }>();
for (const { page, head } of heads)
  rendered.set(page.path, { ...(await render(page.path, page.language, content)), page, head });
const texts = [...rendered.values()].map(({ page, head, ...result }) => ({
  page,
  text: pageText(head.title, result),
}));
const faces = await everyPageFaces(dist, manifest, latinFace, texts);

for (const { page, head, html, styles, answers } of rendered.values()) {
  const own = faces.get(page.path) ?? NO_FACES;
  const sets = stringSetsAt(page.path);
  const preloads = prerenderedAppPreloads(
    appChunks(...APP, page.module),
    stringsUrls(page.language, sets),
    libraryFiles,
    page.toasts ? toastChunks : [],
    own.held,
  );
  const document = withLinksAfterBoot(
    inLanguage(template, page.language, [
      ...headTags(head),
      ...own.head,
      ...webAppHeadTags(page.language),
      ...structuredData(page, SITE_URL),
      styles,
      ...preloads.held,
      ...languageSwitchPreloads(languageChoices(latinFace, faces, page, own), (language) =>
        stringsUrls(language, sets),
      ),
    ]),
    preloads.early,
  );
  await write(
    fileFor(page.path),
    withRoot(
      document,
      `data-prerendered="${page.path === '/' ? '' : page.path}"${page.eager ? ' data-eager' : ''}`,
      html,
      // The app fetches its content source only once it runs (ContentSourceContext).
      Object.keys(answers).length > 0 ? primedAnswersScript(answers) : '',
    ),
  );
  if (!page.aliasOf)
    await write(
      join(dist, previewFor(page.path)),
      await drawCard({
        language: page.language,
        title: head.pageTitle,
        description: head.description,
        siteName: owner.name,
        role: localize(owner.role, page.language),
        ...(page.icon ? { icon: page.icon } : {}),
      }),
    );
}

const ownPages = heads.filter(({ page }) => !page.aliasOf).map(({ head }) => head);
await write(join(dist, 'sitemap.xml'), sitemap(ownPages));
await write(join(dist, 'robots.txt'), robots(SITE_URL));
await writeWebApp(dist);
console.log(`Prerendered ${pages.length} pages in ${LANGUAGES.length} languages into ${dist}`);
