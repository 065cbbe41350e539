import { createHash } from 'node:crypto';
import { access, copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont, { type SubsetOptions } from 'subset-font';
import type { CodeRange } from '../src/i18n/unicodeRanges';

/** Every code point of `ranges`, in order. */
export const codesIn = (ranges: CodeRange[]) =>
  ranges.flatMap(([low, high]) => Array.from({ length: high - low + 1 }, (_, at) => low + at));

const characters = (ranges: CodeRange[]) =>
  codesIn(ranges)
    .map((code) => String.fromCodePoint(code))
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

/** A face's file, with the code points it has glyphs for. */
export interface ReadFace {
  face: Buffer;
  glyphs: Set<number>;
}

export async function readFace(path: string): Promise<ReadFace> {
  const face = await readFile(path);
  // HarfBuzz reads an sfnt, not a WOFF2.
  const glyphs = new Face(new Blob(await convert(face, 'sfnt'))).collectUnicodes();
  return { face, glyphs: new Set(glyphs) };
}

/** Sorted code points as the fewest ranges. */
export function rangesOf(codes: number[]): CodeRange[] {
  const ranges: CodeRange[] = [];
  for (const code of codes) {
    const last = ranges.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else ranges.push([code, code]);
  }
  return ranges;
}

export interface FaceCut {
  /** The cut's file, in node_modules/.cache/face-cuts. */
  path: string;
  /** The characters it has: its rule's unicode-range. */
  ranges: CodeRange[];
}

/**
 * A face cut down to the characters of `text` that it `claims` and has glyphs for (its
 * unicode-range says exactly those: a character it claimed without a glyph would send the
 * browser on to the next face); none when the text has no such character.
 */
export async function cutToText(
  { face, glyphs }: ReadFace,
  text: string,
  claims: (code: number) => boolean,
  name: string,
): Promise<FaceCut | undefined> {
  const codes = [...new Set([...text].map((character) => character.codePointAt(0) ?? 0))]
    .filter((code) => claims(code) && glyphs.has(code))
    .sort((a, b) => a - b);
  if (codes.length === 0) return undefined;
  const path = await cutFont(face, String.fromCodePoint(...codes), name);
  return { path, ranges: rangesOf(codes) };
}

/** A cut copied into the build's `assets`: its path from the build's root. */
export async function cutIntoBuild(dist: string, cut: FaceCut): Promise<string> {
  const file = `assets/${basename(cut.path)}`;
  await copyFile(cut.path, join(dist, file));
  return file;
}
