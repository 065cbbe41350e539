/** The glyph index of `code` in a Windows Unicode cmap subtable (format 4 or 12). */
export function glyphIndex(cmap: Buffer, code: number): number {
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
