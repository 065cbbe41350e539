import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ScriptFont } from '@portfolio/ui/fonts';
import type { LocalizedPage } from '../../src/navigation/pageMeta';
import { SCRIPT_FONTS } from '../../src/i18n/languages';
import { PAGE_FACES_ATTRIBUTE } from '../../src/i18n/pageFaces';
import { type CjkLanguage, cutFacesInto, isCjkLanguage, type Weight } from '../cjkFaces';
import { spaceText, lateText } from '../languageText';
import { withoutLanguage } from '../../src/i18n/languagePaths';
import { parseRanges } from '../og/fonts/fontCss';
import type { ViteManifest } from './chunks';

/** The stylesheets declaring each script's faces (imported by @portfolio/ui/fonts), by module. */
const STYLESHEETS: Record<ScriptFont, RegExp> = {
  myanmar: /@fontsource\/noto-sans-myanmar\/myanmar-(400|700)\.css$/,
  chinese: /@fontsource\/noto-sans-sc\/(400|700)\.css$/,
  korean: /@fontsource\/noto-sans-kr\/(400|700)\.css$/,
};

/** The slices that carry most of a page's text are preloaded, a few per weight. */
const PRELOADS_PER_WEIGHT = 3;
const WEIGHTS: Weight[] = ['400', '700'];
/** Latin text is drawn in Inter: only characters beyond it fetch a script's faces. */
const beyondLatin = (code: number) => code > 0x24f;

interface Face {
  /** The rule as the stylesheet writes it. */
  rule: string;
  weight: string;
  file: string;
  covers: (code: number) => boolean;
}

/** Whether a face's `unicode-range` (all of Unicode when it has none) covers a code point. */
function unicodeRange(ranges: string | undefined): (code: number) => boolean {
  if (!ranges) return () => true;
  const bounds = parseRanges(ranges);
  return (code) => bounds.some(([low, high]) => code >= low && code <= high);
}

function facesOf(css: string): Face[] {
  return [...css.matchAll(/@font-face\{([^}]*)\}/g)].flatMap(([rule, rules = '']) => {
    const file = /url\(\/([^)]+\.woff2)\)/.exec(rules)?.[1];
    const weight = /font-weight:(\d+)/.exec(rules)?.[1];
    if (!file || !weight) return [];
    return [{ rule, weight, file, covers: unicodeRange(/unicode-range:([^;]+)/.exec(rules)?.[1]) }];
  });
}

/** Each script's stylesheets as built, read once. */
const scriptSheets: Partial<Record<ScriptFont, Promise<string[]>>> = {};

async function readScriptSheets(
  dist: string,
  manifest: ViteManifest,
  script: ScriptFont,
): Promise<string[]> {
  const sheets = Object.entries(manifest)
    .filter(([module]) => STYLESHEETS[script].test(module))
    .map(([, { file }]) => file);
  if (sheets.length === 0) throw new Error(`The ${script} faces' stylesheets are missing.`);
  return Promise.all(sheets.map((file) => readFile(join(dist, file), 'utf8')));
}

const fontPreload = (file: string) =>
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
 * A Chinese or Korean page's faces: each weight cut to its text (the bold one to the text that may
 * be drawn bold, a fifth of it), to what the site may write into it later (the month, the clock,
 * the offer of the page) and to its space's strings (its toasts, its service's answer), written
 * into dist/assets. Its characters
 * beyond the cut (another page's, a late string) fall to the language's cut, then to the slices
 * (see languageCuts.ts). The rules are inline so that the prerendered text is drawn in them
 * (`data-page-faces`: the app puts them first, see src/i18n/pageFaces.ts); both files preloaded.
 */
async function cjkPageFaces(
  dist: string,
  language: CjkLanguage,
  path: string,
  text: PageText,
): Promise<PageFaceTags> {
  const later = `${lateText(language)}${spaceText(language, withoutLanguage(path))}`;
  const used = await cutFacesInto(
    dist,
    language,
    (weight) => `${weight === '700' ? text.bold : text.all}${later}`,
    `${language}-page`,
  );
  if (used.length === 0) return NO_FACES;
  const tags = [
    `<style ${PAGE_FACES_ATTRIBUTE}="${language}">${used.map(({ rule }) => rule).join('')}</style>`,
    ...used.map(({ file }) => fontPreload(file)),
  ];
  return { head: tags, chosen: tags };
}

/**
 * A Myanmar page's faces: the rules of the faces its text uses, inline (so that the prerendered
 * text is drawn in them rather than in the machine's face), and preloads of the files that carry
 * most of it, which are also what choosing Myanmar on its counterparts fetches.
 */
function usedFaces(faces: Face[], text: string): PageFaceTags {
  const codes = [...new Set([...text].map((character) => character.codePointAt(0) ?? 0))].filter(
    beyondLatin,
  );
  const used = faces
    .map((face) => ({ face, count: codes.filter(face.covers).length }))
    .filter(({ count }) => count > 0);
  if (used.length === 0) return NO_FACES;
  const preloads = WEIGHTS.flatMap((weight) =>
    used
      .filter(({ face }) => face.weight === weight)
      .sort((a, b) => b.count - a.count)
      .slice(0, PRELOADS_PER_WEIGHT)
      .map(({ face }) => fontPreload(face.file)),
  );
  return {
    head: [`<style>${used.map(({ face }) => face.rule).join('')}</style>`, ...preloads],
    chosen: preloads,
  };
}

/** A page's faces when its `language`'s script needs faces of its own (none for English). */
export async function scriptFaceTags(
  dist: string,
  manifest: ViteManifest,
  { language, path }: LocalizedPage,
  text: PageText,
): Promise<PageFaceTags> {
  const script = SCRIPT_FONTS[language];
  if (!script) return NO_FACES;
  if (isCjkLanguage(language)) return cjkPageFaces(dist, language, path, text);
  scriptSheets[script] ??= readScriptSheets(dist, manifest, script);
  return usedFaces((await scriptSheets[script]).flatMap(facesOf), text.all);
}
