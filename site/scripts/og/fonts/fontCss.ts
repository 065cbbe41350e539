import { dirname, join } from 'node:path';
import { type CodeRange, codeRanges, rangesHold } from '../../../src/i18n/unicodeRanges';

/** One `@font-face` of a Fontsource stylesheet: a slice of a family for some characters. */
export interface FontFace {
  family: string;
  /** The weights it draws: one (400), or a variable font's range (100 to 900). */
  weights: [number, number];
  /** The file to load: the WOFF where there is one (plain zlib), else the WOFF2. */
  file: string;
  /** Inclusive code point ranges, from `unicode-range`. */
  ranges: CodeRange[];
}

const property = (block: string, name: string) =>
  new RegExp(`${name}\\s*:\\s*([^;]+);`).exec(block)?.[1]?.trim();

/** The faces of a stylesheet at `cssPath`; their files resolved beside it. */
export function parseFontFaces(css: string, cssPath: string): FontFace[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, block = '']) => {
    const family = property(block, 'font-family')?.replace(/^['"]|['"]$/g, '');
    const urls = [...(property(block, 'src') ?? '').matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)];
    const files = urls.map(([, url = '']) => url);
    const file = files.find((url) => url.endsWith('.woff')) ?? files[0];
    if (!family || !file) throw new Error(`A @font-face in ${cssPath} has no family or source`);
    const [low = 400, high = low] = (property(block, 'font-weight') ?? '400')
      .split(/\s+/)
      .map(Number);
    const range = property(block, 'unicode-range');
    return {
      family,
      weights: [low, high],
      file: join(dirname(cssPath), file),
      ranges: range ? codeRanges(range) : [[0, 0x10ffff]],
    };
  });
}

export const covers = (face: FontFace, codePoint: number) => rangesHold(face.ranges, codePoint);
