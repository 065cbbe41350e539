import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LocalizedPage } from '../../src/navigation/pageMeta';
import { PAGE_FACES_ATTRIBUTE } from '../../src/i18n/pageFaces';
import { type CutLanguage, cutFacesInto, hasCutFaces } from '../scriptCuts';
import type { ViteManifest } from './chunks';

export const fontPreload = (file: string) =>
  `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}" />`;

/** A page's text: all of it (its title too), and what of it may be drawn bold. */
export interface PageText {
  all: string;
  bold: string;
}

/** A page's faces: the tags of its head, and those that choosing its language elsewhere adds. */
export interface PageFaceTags {
  head: string[];
  /**
   * What choosing this language on the page's counterparts in the other languages adds to their
   * head, held until chosen (see src/boot/earlyLanguage.ts).
   */
  chosen: string[];
}

const NO_FACES: PageFaceTags = { head: [], chosen: [] };

/**
 * Fontsource's Myanmar stylesheets as the build writes them (burmeseFaces.ts): two rules a weight,
 * small enough to sit in each page behind its cut, so that text beyond the cut is drawn in the
 * site's faces before the app has declared them too, or without it.
 */
const WHOLE_MYANMAR = /@fontsource\/noto-sans-myanmar\/myanmar-(400|700)\.css$/;
let wholeMyanmar: Promise<string> | undefined;

async function readWholeMyanmar(dist: string, manifest: ViteManifest): Promise<string> {
  const sheets = Object.entries(manifest)
    .filter(([module]) => WHOLE_MYANMAR.test(module))
    .map(([, { file }]) => readFile(join(dist, file), 'utf8'));
  if (sheets.length === 0) throw new Error('The Myanmar faces’ stylesheets are missing.');
  return `<style>${(await Promise.all(sheets)).join('')}</style>`;
}

const isCutPage = (page: LocalizedPage): page is LocalizedPage & { language: CutLanguage } =>
  hasCutFaces(page.language);

/**
 * A Myanmar, Chinese or Korean page's faces: each weight cut to its text (the bold one to the
 * text that may be drawn bold, a fifth of it) and to what the site may write into it `later`,
 * written into dist/assets. The rules are inline so that the prerendered text is drawn in them
 * (`data-page-faces`: the app puts them first, see src/i18n/pageFaces.ts); both files preloaded.
 * Its characters beyond the cut (another page's, a late string) fall to the script's
 * stylesheets: the language's cut, then the slices (see languageCuts.ts), which the app
 * declares; Myanmar's Burmese cut and whole face (see burmeseFaces.ts), which the page also
 * declares itself, behind its cut.
 */
async function cutPageFaces(
  dist: string,
  manifest: ViteManifest,
  { language }: LocalizedPage & { language: CutLanguage },
  text: PageText,
  later: string,
): Promise<PageFaceTags> {
  const used = await cutFacesInto(
    dist,
    language,
    (weight) => `${weight === '700' ? text.bold : text.all}${later}`,
    `${language}-page`,
  );
  if (used.length === 0) return NO_FACES;
  const behind =
    language === 'my' ? [await (wholeMyanmar ??= readWholeMyanmar(dist, manifest))] : [];
  const tags = [
    ...behind,
    `<style ${PAGE_FACES_ATTRIBUTE}="${language}">${used.map(({ rule }) => rule).join('')}</style>`,
    ...used.map(({ file }) => fontPreload(file)),
  ];
  return { head: tags, chosen: tags };
}

/**
 * A page's faces when its `language`'s script needs faces of its own (none for English): cut to
 * its text and to what the site may write into it `later`.
 */
export const scriptFaceTags = (
  dist: string,
  manifest: ViteManifest,
  page: LocalizedPage,
  text: PageText,
  later: string,
): Promise<PageFaceTags> =>
  isCutPage(page) ? cutPageFaces(dist, manifest, page, text, later) : Promise.resolve(NO_FACES);
