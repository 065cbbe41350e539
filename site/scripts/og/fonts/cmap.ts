import { Reader } from './reader';
import { findTable, readSfnt, view } from './sfnt';

/**
 * The characters a font has glyphs for, from its cmap: a format 12 subtable (all planes) where
 * there is one, else format 4 (the Basic Multilingual Plane).
 */
export function characterSet(font: Uint8Array): Set<number> {
  const cmap = findTable(readSfnt(font), 'cmap');
  if (!cmap) throw new Error('The font has no cmap table');
  const data = view(cmap);
  const formats = new Map<number, number>();
  for (let i = 0; i < data.getUint16(2); i++) {
    const [platform, encoding] = [data.getUint16(4 + i * 8), data.getUint16(6 + i * 8)];
    const offset = data.getUint32(8 + i * 8);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (unicode && !formats.has(data.getUint16(offset)))
      formats.set(data.getUint16(offset), offset);
  }
  const characters = new Set<number>();
  const full = formats.get(12);
  const basic = formats.get(4);
  if (full !== undefined) {
    const read = new Reader(cmap, full + 16);
    for (let group = data.getUint32(full + 12); group > 0; group--) {
      const [start, end, glyph] = [read.u32(), read.u32(), read.u32()];
      for (let c = start; c <= end; c++) if (glyph + c - start !== 0) characters.add(c);
    }
  } else if (basic !== undefined) {
    const segments = data.getUint16(basic + 6) / 2;
    const ends = basic + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const [start, end] = [data.getUint16(starts + s * 2), data.getUint16(ends + s * 2)];
      const delta = data.getUint16(deltas + s * 2);
      const rangeOffset = data.getUint16(rangeOffsets + s * 2);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        const at = rangeOffsets + s * 2 + rangeOffset + (c - start) * 2;
        const index = rangeOffset === 0 ? c : data.getUint16(at);
        if (index !== 0 && (index + delta) % 0x10000 !== 0) characters.add(c);
      }
    }
  }
  return characters;
}
