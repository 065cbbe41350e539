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
  return [...css.matchAll(/@font-face\{([^}]*)\}/g)].flatMap(([, rules = '']) => {
    const file = /url\(\/([^)]+\.woff2)\)/.exec(rules)?.[1];
    const weight = /font-weight:(\d+)/.exec(rules)?.[1];
    if (!file || !weight) return [];
    return [{ weight, file, covers: unicodeRange(/unicode-range:([^;]+)/.exec(rules)?.[1]) }];
  });
}

/**
 * The head's links for a page in `language` whose script needs faces of its own: the stylesheets
 * declaring them (so the prerendered text is drawn in them, not in the machine's face) and
 * preloads of the face files that carry most of `text`, so they are usually in for the first paint.
 */
export async function scriptFaceTags(
  dist: string,
  manifest: ViteManifest,
  language: Language,
  text: string,
): Promise<string[]> {
  const script = SCRIPT_FONTS[language];
  if (!script) return [];
  const sheets = Object.entries(manifest)
    .filter(([module]) => STYLESHEETS[script].test(module))
    .map(([, { file }]) => file);
  const faces = (
    await Promise.all(sheets.map(async (file) => facesOf(await readFile(join(dist, file), 'utf8'))))
  ).flat();
  const codes = [...new Set([...text].map((character) => character.codePointAt(0) ?? 0))].filter(
    beyondLatin,
  );
  const preloads = ['400', '700'].flatMap((weight) =>
    faces
      .filter((face) => face.weight === weight)
      .map((face) => ({ face, count: codes.filter(face.covers).length }))
      .filter(({ count }) => count > 0)
      .sort((a, b) => b.count - a.count)
      .slice(0, PRELOADS_PER_WEIGHT)
      .map(({ face }) => face.file),
  );
  if (sheets.length === 0) throw new Error(`The ${script} faces' stylesheets are missing.`);
  return [
    ...sheets.map((file) => `<link rel="stylesheet" href="/${file}" />`),
    ...preloads.map(
      (file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}" />`,
    ),
  ];
}
