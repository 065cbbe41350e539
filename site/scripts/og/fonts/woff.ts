import { inflateSync } from 'node:zlib';
import { tagOf, view, writeSfnt, type Sfnt, type SfntTable } from './sfnt';

/**
 * The tables of a WOFF 1.0 file: a 44-byte header, then 20-byte records (tag, offset,
 * compressed length, original length, checksum); a table shorter than its original is zlib data.
 */
export function readWoff(bytes: Uint8Array): Sfnt {
  const data = view(bytes);
  const numTables = data.getUint16(12);
  const tables: SfntTable[] = [];
  for (let i = 0; i < numTables; i++) {
    const record = 44 + i * 20;
    const offset = data.getUint32(record + 4);
    const compressed = data.getUint32(record + 8);
    const original = data.getUint32(record + 12);
    const stored = bytes.subarray(offset, offset + compressed);
    const table = compressed < original ? new Uint8Array(inflateSync(stored)) : stored;
    if (table.length !== original) throw new Error(`WOFF table ${tagOf(bytes, record)} is corrupt`);
    tables.push({ tag: tagOf(bytes, record), data: table });
  }
  return { flavor: data.getUint32(4), tables };
}

/** A WOFF or plain font as a plain sfnt (TTF/OTF), which every font reader takes. */
export function toSfnt(bytes: Uint8Array): Uint8Array {
  switch (tagOf(bytes, 0)) {
    case 'wOFF':
      return writeSfnt(readWoff(bytes));
    case '\0\x01\0\0':
    case 'OTTO':
    case 'true':
      return bytes;
    default:
      throw new Error('Not a font file (neither sfnt nor WOFF)');
  }
}
