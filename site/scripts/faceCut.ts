import { createHash } from 'node:crypto';
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import subsetFont, { type SubsetOptions } from 'subset-font';

/** A code point range, both ends included. */
export type CodeRange = [number, number];

/** Ranges as a @font-face's unicode-range. */
export const unicodeRange = (ranges: CodeRange[]) =>
  ranges
    .map(([low, high]) => `U+${low.toString(16)}${high === low ? '' : `-${high.toString(16)}`}`)
    .join(', ');

/** A @font-face's unicode-range (`U+0000-00FF,U+0131`) as ranges. */
export const codeRanges = (unicodeRange: string): CodeRange[] =>
  unicodeRange.split(',').map((range) => {
    const [low = '', high = low] = range.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(low, 16), parseInt(high, 16)];
  });

const characters = (ranges: CodeRange[]) =>
  ranges
    .flatMap(([low, high]) =>
      Array.from({ length: high - low + 1 }, (_, offset) => String.fromCodePoint(low + offset)),
    )
    .join('');

interface Cut {
  /** The characters the cut keeps (HarfBuzz keeps the shaping rules of each). */
  keep: CodeRange[];
  options?: SubsetOptions;
  /** The cut file's name, from the face's own (without .woff2). */
  name: (face: string) => string;
}

/**
 * A stylesheet's woff2 face (`file`, as its url() names it) cut down with HarfBuzz's subsetter
 * (subset-font), written once to node_modules/.cache/face-cuts: the cut's url() from the
 * stylesheet.
 */
export async function faceCut(stylesheet: string, file: string, cut: Cut): Promise<string> {
  const stylesheetDir = dirname(stylesheet);
  const face = join(stylesheetDir, file);
  const font = await readFile(face);
  const hash = createHash('sha256')
    .update(font)
    .update(JSON.stringify([cut.keep, cut.options]))
    .digest('hex');
  const cacheDir = join(stylesheetDir, '..', '..', '.cache', 'face-cuts');
  const path = join(cacheDir, `${cut.name(basename(face, '.woff2'))}-${hash.slice(0, 8)}.woff2`);
  try {
    await access(path);
  } catch {
    await mkdir(cacheDir, { recursive: true });
    const subset = await subsetFont(font, characters(cut.keep), {
      targetFormat: 'woff2',
      ...cut.options,
    });
    await writeFile(path, subset);
  }
  return relative(stylesheetDir, path).split('\\').join('/');
}
