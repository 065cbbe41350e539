/**
 * Writes the 3D clock's font: the glyphs 0-9 and ':' of Noto Sans Bold as a three.js typeface
 * JSON (what `FontLoader().parse` reads), and the font's licence beside it.
 *
 *   npx tsx scripts/clock-font/subset-font.ts
 *
 * three's npm package no longer ships `examples/fonts`, so the outlines come from a font that is
 * already installed and self-hosted for `@portfolio/ui`: the Latin slice of Noto Sans Bold in
 * `@fontsource/noto-sans-myanmar` (a WOFF 1 file with TrueType outlines; SIL Open Font License
 * 1.1, which allows subsetting and redistribution with the licence). Coordinates stay in font
 * units, rounded to whole units. The output is deterministic: the same font writes the same JSON.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { format, resolveConfig } from 'prettier';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outputDir = resolve(root, 'packages/ui/src/three/Clock3D');
const PACKAGE = '@fontsource/noto-sans-myanmar';
const FONT_FILE = 'noto-sans-myanmar-latin-700-normal.woff';
const CHARACTERS = '0123456789:';

interface Point {
  x: number;
  y: number;
  on: boolean;
}

/** The sfnt tables of a WOFF 1 file, inflated, by tag. */
function readWoff(file: Buffer): (tag: string) => Buffer {
  if (file.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1 file');
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < file.readUInt16BE(12); i += 1) {
    const at = 44 + i * 20;
    const offset = file.readUInt32BE(at + 4);
    const stored = file.readUInt32BE(at + 8);
    const data = file.subarray(offset, offset + stored);
    const packed = stored < file.readUInt32BE(at + 12);
    tables.set(file.toString('latin1', at, at + 4), packed ? inflateSync(data) : data);
  }
  return (tag) => {
    const data = tables.get(tag);
    if (!data) throw new Error(`the font has no ${tag} table`);
    return data;
  };
}

/** The glyph index of `code` in a Windows Unicode cmap subtable (format 4 or 12). */
function glyphIndex(cmap: Buffer, code: number): number {
  for (let i = 0; i < cmap.readUInt16BE(2); i += 1) {
    const encoding = cmap.readUInt16BE(6 + i * 8);
    if (cmap.readUInt16BE(4 + i * 8) !== 3 || (encoding !== 1 && encoding !== 10)) continue;
    const sub = cmap.readUInt32BE(8 + i * 8);
    if (cmap.readUInt16BE(sub) === 12) {
      for (let group = 0; group < cmap.readUInt32BE(sub + 12); group += 1) {
        const at = sub + 16 + group * 12;
        const start = cmap.readUInt32BE(at);
        if (code >= start && code <= cmap.readUInt32BE(at + 4)) {
          return cmap.readUInt32BE(at + 8) + code - start;
        }
      }
    } else if (cmap.readUInt16BE(sub) === 4) {
      // endCode[], a pad, startCode[], idDelta[], idRangeOffset[]: segCountX2 bytes each.
      const segCountX2 = cmap.readUInt16BE(sub + 6);
      for (let s = 0; s < segCountX2 / 2; s += 1) {
        const at = (part: number) => sub + 14 + part * segCountX2 + (part > 0 ? 2 : 0) + s * 2;
        const start = cmap.readUInt16BE(at(1));
        if (code < start || code > cmap.readUInt16BE(at(0))) continue;
        const delta = cmap.readInt16BE(at(2));
        const rangeOffset = cmap.readUInt16BE(at(3));
        if (rangeOffset === 0) return (code + delta) & 0xffff;
        const glyph = cmap.readUInt16BE(at(3) + rangeOffset + (code - start) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
    }
  }
  throw new Error(`the font has no glyph for U+${code.toString(16)}`);
}

/** The contours of glyph `index` in font units, composite glyphs resolved. */
function glyphContours(table: (tag: string) => Buffer, index: number): Point[][] {
  const loca = table('loca');
  const long = table('head').readInt16BE(50) === 1;
  const offset = (i: number) => (long ? loca.readUInt32BE(i * 4) : loca.readUInt16BE(i * 2) * 2);
  const glyph = table('glyf').subarray(offset(index), offset(index + 1));
  if (glyph.length === 0) return [];
  const contours = glyph.readInt16BE(0);
  if (contours < 0) return compositeContours(table, glyph);

  const ends = Array.from({ length: contours }, (_, i) => glyph.readUInt16BE(10 + i * 2));
  const count = (ends.at(-1) ?? -1) + 1;
  let at = 12 + contours * 2 + glyph.readUInt16BE(10 + contours * 2);
  const flags: number[] = [];
  while (flags.length < count) {
    const flag = glyph.readUInt8(at++);
    flags.push(flag);
    if (flag & 8)
      for (let repeat = glyph.readUInt8(at++); repeat > 0; repeat -= 1) flags.push(flag);
  }
  // Each coordinate is a delta: a byte (its sign in the `same` bit), nothing, or a 16-bit word.
  const coordinates = (short: number, same: number) => {
    let value = 0;
    return flags.map((flag) => {
      if (flag & short) value += (flag & same ? 1 : -1) * glyph.readUInt8(at++);
      else if (!(flag & same)) value += glyph.readInt16BE((at += 2) - 2);
      return value;
    });
  };
  const xs = coordinates(2, 16);
  const ys = coordinates(4, 32);
  const points = flags.map((flag, i) => ({ x: xs[i] ?? 0, y: ys[i] ?? 0, on: (flag & 1) === 1 }));
  return ends.map((end, i) => points.slice((ends[i - 1] ?? -1) + 1, end + 1));
}

/** The contours of a composite glyph: its parts, transformed (point matching unsupported). */
function compositeContours(table: (tag: string) => Buffer, glyph: Buffer): Point[][] {
  const result: Point[][] = [];
  let at = 10;
  for (let more = true; more;) {
    const flags = glyph.readUInt16BE(at);
    const part = glyph.readUInt16BE(at + 2);
    const words = (flags & 1) === 1;
    const dx = words ? glyph.readInt16BE(at + 4) : glyph.readInt8(at + 4);
    const dy = words ? glyph.readInt16BE(at + 6) : glyph.readInt8(at + 5);
    at += words ? 8 : 6;
    if (!(flags & 2)) throw new Error('composite glyphs placed by point matching: unsupported');
    const f2dot14 = () => glyph.readInt16BE((at += 2) - 2) / 16384;
    let [a, b, c, d] = [1, 0, 0, 1];
    if (flags & 8) a = d = f2dot14();
    else if (flags & 64) [a, d] = [f2dot14(), f2dot14()];
    else if (flags & 128) [a, b, c, d] = [f2dot14(), f2dot14(), f2dot14(), f2dot14()];
    for (const contour of glyphContours(table, part)) {
      result.push(
        contour.map(({ x, y, on }) => ({ x: a * x + c * y + dx, y: b * x + d * y + dy, on })),
      );
    }
    more = (flags & 32) === 32;
  }
  return result;
}

/** A TrueType contour as typeface commands: `m x y`, `l x y`, `q x y cx cy` (end, control). */
function contourCommands(contour: Point[]): string[] {
  // Between two control points lies an implied on-curve point: make it explicit.
  const points = contour.flatMap((point, i) => {
    const next = contour[(i + 1) % contour.length] ?? point;
    if (point.on || next.on) return [point];
    return [point, { x: (point.x + next.x) / 2, y: (point.y + next.y) / 2, on: true }];
  });
  const start = points.findIndex((point) => point.on);
  const first = points[start];
  if (!first || points.length < 2) return [];
  const ring = [...points.slice(start + 1), ...points.slice(0, start), first];
  const n = (value: number) => String(Math.round(value));
  const commands = ['m', n(first.x), n(first.y)];
  for (let i = 0; i < ring.length; i += 1) {
    const point = ring[i] ?? first;
    if (point.on) {
      commands.push('l', n(point.x), n(point.y));
    } else {
      const end = ring[(i += 1)] ?? first;
      commands.push('q', n(end.x), n(end.y), n(point.x), n(point.y));
    }
  }
  return commands;
}

/** A `name` table string (Windows platform, any language): 0 copyright, 1 family, 5 version. */
function nameString(name: Buffer, id: number): string {
  const strings = name.readUInt16BE(4);
  for (let i = 0; i < name.readUInt16BE(2); i += 1) {
    const at = 6 + i * 12;
    if (name.readUInt16BE(at) !== 3 || name.readUInt16BE(at + 6) !== id) continue;
    const start = strings + name.readUInt16BE(at + 10);
    return Buffer.from(name.subarray(start, start + name.readUInt16BE(at + 8)))
      .swap16()
      .toString('utf16le');
  }
  return '';
}

async function main() {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve(`${PACKAGE}/package.json`));
  const table = readWoff(readFileSync(resolve(packageDir, 'files', FONT_FILE)));
  const [head, hhea, hmtx, post, name] = ['head', 'hhea', 'hmtx', 'post', 'name'].map(table);
  if (!head || !hhea || !hmtx || !post || !name) throw new Error('missing tables');
  const longMetrics = hhea.readUInt16BE(34);
  const advance = (index: number) => hmtx.readUInt16BE(Math.min(index, longMetrics - 1) * 4);

  const glyphs: Record<string, { ha: number; x_min: number; x_max: number; o: string }> = {};
  for (const character of CHARACTERS) {
    const index = glyphIndex(table('cmap'), character.charCodeAt(0));
    const contours = glyphContours(table, index);
    const xs = contours.flat().map((point) => point.x);
    glyphs[character] = {
      ha: advance(index),
      x_min: Math.round(Math.min(...xs)),
      x_max: Math.round(Math.max(...xs)),
      o: contours.flatMap(contourCommands).join(' '),
    };
  }

  const { version } = require(`${PACKAGE}/package.json`) as { version: string };
  const font = {
    familyName: nameString(name, 1),
    cssFontWeight: 'bold',
    cssFontStyle: 'normal',
    resolution: head.readUInt16BE(18),
    ascender: hhea.readInt16BE(4),
    descender: hhea.readInt16BE(6),
    underlinePosition: post.readInt16BE(8),
    underlineThickness: post.readInt16BE(10),
    boundingBox: {
      xMin: head.readInt16BE(36),
      yMin: head.readInt16BE(38),
      xMax: head.readInt16BE(40),
      yMax: head.readInt16BE(42),
    },
    original_font_information: {
      copyright: nameString(name, 0),
      version: nameString(name, 5),
      license: 'SIL Open Font License, Version 1.1 (clockFont.LICENSE.txt)',
      source: `${PACKAGE} ${version}: files/${FONT_FILE}, glyphs "${CHARACTERS}"`,
    },
    glyphs,
  };

  mkdirSync(outputDir, { recursive: true });
  const output = resolve(outputDir, 'clockFont.json');
  const options = await resolveConfig(output);
  writeFileSync(output, await format(JSON.stringify(font), { ...options, filepath: output }));
  copyFileSync(resolve(packageDir, 'LICENSE'), resolve(outputDir, 'clockFont.LICENSE.txt'));
  console.log(`Wrote ${output} (${readFileSync(output).length} bytes) and its licence.`);
}

await main();
