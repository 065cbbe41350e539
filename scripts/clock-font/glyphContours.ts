import type { FontTables } from './woff';

/** A point of a TrueType outline in font units: on the curve, or a quadratic control point. */
export interface Point {
  x: number;
  y: number;
  on: boolean;
}

/** The contours of glyph `index` in font units, composite glyphs resolved. */
export function glyphContours(table: FontTables, index: number): Point[][] {
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
function compositeContours(table: FontTables, glyph: Buffer): Point[][] {
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
