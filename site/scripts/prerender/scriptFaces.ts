import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ScriptFont } from '@portfolio/ui/fonts';
import { SCRIPT_FONTS, type Language } from '../../src/i18n/languages';
import { parseRanges } from '../og/fonts/fontCss';
import type { ViteManifest } from './chunks';

/** The stylesheets declaring each script's faces (imported by @portfolio/ui/fonts), by module. */
const STYLESHEETS: Record<ScriptFont, RegExp> = {
  myanmar: /@fontsource\/noto-sans-myanmar\/myanmar-(400|700)\.css$/,
  chinese: /@fontsource\/noto-sans-sc\/(400|700)\.css$/,
  korean: /@fontsource\/noto-sans-kr\/(400|700)\.css$/,
};

/** A CJK page's text spans many slices; the few that carry most of it are preloaded per weight. */
const PRELOADS_PER_WEIGHT = 3;
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

/** Each script's faces, read from the build once. */
const scriptFaces: Partial<Record<ScriptFont, Promise<Face[]>>> = {};

async function readScriptFaces(
  dist: string,
  manifest: ViteManifest,
  script: ScriptFont,
): Promise<Face[]> {
  const sheets = Object.entries(manifest)
    .filter(([module]) => STYLESHEETS[script].test(module))
    .map(([, { file }]) => file);
  if (sheets.length === 0) throw new Error(`The ${script} faces' stylesheets are missing.`);
  const faces = await Promise.all(
    sheets.map(async (file) => facesOf(await readFile(join(dist, file), 'utf8'))),
  );
  return faces.flat();
}

const fontPreload = (file: string) =>
  `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}" />`;

/**
 * A page's faces when its `language`'s script needs faces of its own (none for English):
 * - `head`: the rules of the faces its text uses, inline (the script's whole stylesheets, CJK's a
 *   hundred slices each, come with the app), so the prerendered text is drawn in them rather than
 *   in the machine's face; and the preloads below.
 * - `preloads`: preloads of the files that carry most of `text`, so they are usually in for the
 *   first paint; also what choosing this language on the page's counterparts in the other
 *   languages fetches (see src/boot/earlyLanguage.ts).
 */
export async function scriptFaceTags(
  dist: string,
  manifest: ViteManifest,
  language: Language,
  text: string,
): Promise<{ head: string[]; preloads: string[] }> {
  const script = SCRIPT_FONTS[language];
  if (!script) return { head: [], preloads: [] };
  scriptFaces[script] ??= readScriptFaces(dist, manifest, script);
  const faces = await scriptFaces[script];
  const codes = [...new Set([...text].map((character) => character.codePointAt(0) ?? 0))].filter(
    beyondLatin,
  );
  const used = faces
    .map((face) => ({ face, count: codes.filter(face.covers).length }))
    .filter(({ count }) => count > 0);
  if (used.length === 0) return { head: [], preloads: [] };
  const preloads = ['400', '700'].flatMap((weight) =>
    used
      .filter(({ face }) => face.weight === weight)
      .sort((a, b) => b.count - a.count)
      .slice(0, PRELOADS_PER_WEIGHT)
      .map(({ face }) => fontPreload(face.file)),
  );
  return {
    head: [`<style>${used.map(({ face }) => face.rule).join('')}</style>`, ...preloads],
    preloads,
  };
}
