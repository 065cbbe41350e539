/** A font's table, as in an sfnt (TrueType/OpenType) file. */
export interface SfntTable {
  tag: string;
  data: Uint8Array;
}

export interface Sfnt {
  /** 0x00010000 for TrueType outlines, 'OTTO' for CFF. */
  flavor: number;
  tables: SfntTable[];
}

export const tagOf = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);

export const view = (bytes: Uint8Array) =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The tables of a plain sfnt file. */
export function readSfnt(bytes: Uint8Array): Sfnt {
  const data = view(bytes);
  const numTables = data.getUint16(4);
  const tables: SfntTable[] = [];
  for (let i = 0; i < numTables; i++) {
    const record = 12 + i * 16;
    const offset = data.getUint32(record + 8);
    const length = data.getUint32(record + 12);
    tables.push({ tag: tagOf(bytes, record), data: bytes.subarray(offset, offset + length) });
  }
  return { flavor: data.getUint32(0), tables };
}

export const findTable = (font: Sfnt, tag: string) =>
  font.tables.find((table) => table.tag === tag)?.data;

function checksum(bytes: Uint8Array, at: number, length: number): number {
  const data = view(bytes);
  let sum = 0;
  for (let i = 0; i < length; i += 4) sum = (sum + data.getUint32(at + i)) >>> 0;
  return sum;
}

const padded = (length: number) => (length + 3) & ~3;

/** A plain sfnt file of these tables (sorted by tag, 4-byte aligned, with checksums). */
export function writeSfnt({ flavor, tables }: Sfnt): Uint8Array {
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  const headerLength = 12 + sorted.length * 16;
  const size = sorted.reduce((total, table) => total + padded(table.data.length), headerLength);
  const bytes = new Uint8Array(size);
  const data = view(bytes);
  const entrySelector = Math.floor(Math.log2(sorted.length));
  data.setUint32(0, flavor);
  data.setUint16(4, sorted.length);
  data.setUint16(6, 16 << entrySelector);
  data.setUint16(8, entrySelector);
  data.setUint16(10, sorted.length * 16 - (16 << entrySelector));
  let offset = headerLength;
  sorted.forEach((table, i) => {
    const record = 12 + i * 16;
    for (let c = 0; c < 4; c++) data.setUint8(record + c, table.tag.charCodeAt(c));
    bytes.set(table.data, offset);
    data.setUint32(record + 4, checksum(bytes, offset, padded(table.data.length)));
    data.setUint32(record + 8, offset);
    data.setUint32(record + 12, table.data.length);
    offset += padded(table.data.length);
  });
  return bytes;
}
