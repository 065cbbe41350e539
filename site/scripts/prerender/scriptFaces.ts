import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LocalizedPage } from '../../src/navigation/pageMeta';
import { LATER_FACES_ATTRIBUTE } from '../../src/i18n/laterFaces';
import { PAGE_FACES_ATTRIBUTE } from '../../src/i18n/pageFaces';
import { CUT_FACES, type CutLanguage, cutFacesInto, hasCutFaces, type Weight } from '../scriptCuts';
import { pageCutFamily, pageCutFirst } from './pageCutFamily';
import type { ViteManifest } from './chunks';

export const fontPreload = (file: string, priority?: 'low') =>
  `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}"${priority ? ` fetchpriority="${priority}"` : ''} />`;

/** A page's text: all of it (its title too), and what of it may be drawn bold. */
export interface PageText {
  all: string;
  bold: string;
}

/**
 * A page's faces: the tags of its head, those fetched with its app, and those that choosing its
 * language elsewhere adds.
 */
export interface PageFaceTags {
  head: string[];
  /** Fetched with the app, once the page has painted (see appPreloads.ts). */
  held: string[];
  /**
   * What choosing this language on the page's counterparts in the other languages adds to their
   * head, held until chosen (see src/boot/earlyLanguage.ts).
   */
  chosen: string[];
}

export const NO_FACES: PageFaceTags = { head: [], held: [], chosen: [] };

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

/** The characters of `text` that `shown` lacks. */
const beyond = (text: string, shown: string) => {
  const has = new Set(shown);
  return [...new Set(text)].filter((character) => !has.has(character)).join('');
};

const facesStyle = (
  attribute: string,
  language: CutLanguage,
  faces: { rule: string }[],
  after = '',
) => `<style ${attribute}="${language}">${faces.map(({ rule }) => rule).join('')}${after}</style>`;

/**
 * A Myanmar, Chinese or Korean page's faces: each weight cut to its text (the bold one to the
 * text that may be drawn bold, a fifth of it), written into dist/assets. The rules are inline so
 * that the prerendered text is drawn in them (`data-page-faces`: the app puts them first, see
 * src/i18n/pageFaces.ts); both files preloaded. What the site may write into it `later` (a
 * toast's words, the next month's name) is cut apart (`data-later-faces`, see
 * src/i18n/laterFaces.ts) and fetched with the app once the page has painted: a garden's or a
 * heart's toasts hold more characters than the page itself, and their faces in the head made the
 * page's largest text wait for them. Not in Burmese, whose syllables are shaped from several
 * characters that must come from one face: its page cut holds its later text too. Its
 * characters beyond the cut (another page's, a late string) fall to the script's stylesheets:
 * the language's cut, then the slices (see languageCuts.ts), which the app declares; Myanmar's
 * Burmese cut and whole face (see burmeseFaces.ts), which the page also declares itself, behind
 * its cut.
 */
async function cutPageFaces(
  dist: string,
  manifest: ViteManifest,
  { language }: LocalizedPage & { language: CutLanguage },
  text: PageText,
  later: string,
): Promise<PageFaceTags> {
  const laterApart = language !== 'my';
  const shownText = (weight: Weight) =>
    `${weight === '700' ? text.bold : text.all}${laterApart ? '' : later}`;
  const { family, script } = CUT_FACES[language];
  const [shown, afterPaint] = await Promise.all([
    cutFacesInto(dist, language, shownText, `${language}-page`, pageCutFamily(family)),
    laterApart
      ? cutFacesInto(
          dist,
          language,
          (weight) => beyond(later, shownText(weight)),
          `${language}-later`,
        )
      : [],
  ]);
  if (shown.length === 0 && afterPaint.length === 0) return NO_FACES;
  const behind =
    language === 'my' ? [await (wholeMyanmar ??= readWholeMyanmar(dist, manifest))] : [];
  const head = [
    ...behind,
    facesStyle(PAGE_FACES_ATTRIBUTE, language, shown, pageCutFirst(script, family)),
    ...(afterPaint.length > 0 ? [facesStyle(LATER_FACES_ATTRIBUTE, language, afterPaint)] : []),
    ...shown.map(({ file }) => fontPreload(file)),
  ];
  const held = afterPaint.map(({ file }) => fontPreload(file, 'low'));
  return { head, held, chosen: [...head, ...held] };
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
