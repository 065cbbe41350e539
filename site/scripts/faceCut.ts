import { createHash } from 'node:crypto';
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** Where cuts are kept between builds: the repository's node_modules/.cache/face-cuts. */
const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/face-cuts/', import.meta.url));

/**
 * `font` cut down to the characters of `text` with HarfBuzz's subsetter (subset-font), which
 * keeps the shaping rules of each, as a WOFF2 written once to the cache: the cut file's path,
 * named `<name>-<hash>.woff2`.
 */
export async function cutFont(
  font: Uint8Array,
  text: string,
  name: string,
  options?: SubsetOptions,
): Promise<string> {
  const hash = createHash('sha256')
    .update(font)
    .update(JSON.stringify([text, options]))
    .digest('hex');
  const path = join(CACHE_DIR, `${name}-${hash.slice(0, 8)}.woff2`);
  try {
    await access(path);
  } catch {
    await mkdir(CACHE_DIR, { recursive: true });
    await writeFile(path, await subsetFont(font, text, { targetFormat: 'woff2', ...options }));
  }
  return path;
}

interface Cut {
  /** The characters the cut keeps. */
  keep: CodeRange[];
  options?: SubsetOptions;
  /** The cut file's name, from the face's own (without .woff2). */
  name: (face: string) => string;
}

/** A stylesheet's woff2 face (`file`, as its url() names it) cut down: the cut's url() from the stylesheet. */
export async function faceCut(stylesheet: string, file: string, cut: Cut): Promise<string> {
  const stylesheetDir = dirname(stylesheet);
  const face = join(stylesheetDir, file);
  const path = await cutFont(
    await readFile(face),
    characters(cut.keep),
    cut.name(basename(face, '.woff2')),
    cut.options,
  );
  return relative(stylesheetDir, path).split('\\').join('/');
}
