/** A `name` table string (Windows platform, any language): 0 copyright, 1 family, 5 version. */
export function nameString(name: Buffer, id: number): string {
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
