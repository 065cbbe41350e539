import { inflateSync } from 'node:zlib';

/** A font's sfnt tables by tag; throws for a table the font does not have. */
export type FontTables = (tag: string) => Buffer;

/** The sfnt tables of a WOFF 1 file, inflated, by tag. */
export function readWoff(file: Buffer): FontTables {
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
