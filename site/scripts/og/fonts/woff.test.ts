// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { characterSet } from './cmap';
import { findTable, readSfnt, writeSfnt, type Sfnt } from './sfnt';
import { readWoff, toSfnt } from './woff';

/** A WOFF 1.0 file of these tables, each zlib-compressed where that makes it smaller. */
function encodeWoff({ flavor, tables }: Sfnt): Uint8Array {
  let end = 44 + tables.length * 20;
  const entries = tables.map(({ tag, data }) => {
    const packed = deflateSync(data);
    const stored = packed.length < data.length ? new Uint8Array(packed) : data;
    const offset = end;
    end += (stored.length + 3) & ~3;
    return { tag, data, stored, offset };
  });
  const bytes = new Uint8Array(end);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode('wOFF'));
  view.setUint32(4, flavor);
  view.setUint32(8, end);
  view.setUint16(12, tables.length);
  entries.forEach(({ tag, data, stored, offset }, i) => {
    bytes.set(new TextEncoder().encode(tag), 44 + i * 20);
    view.setUint32(48 + i * 20, offset);
    view.setUint32(52 + i * 20, stored.length);
    view.setUint32(56 + i * 20, data.length);
    bytes.set(stored, offset);
  });
  return bytes;
}

const fromLibrary = createRequire(
  createRequire(import.meta.url).resolve('@portfolio/ui/package.json'),
);
const fontFile = (sheet: string, file: string) =>
  new Uint8Array(readFileSync(fromLibrary.resolve(sheet).replace(/[^/]+$/, `files/${file}`)));

describe('WOFF to sfnt', () => {
  it('round-trips tables, compressed and stored', () => {
    const repetitive = new Uint8Array(400).map((_, i) => i % 7);
    const tiny = new Uint8Array([1, 2, 3]); // deflate would make it larger: stored as is
    const font: Sfnt = {
      flavor: 0x00010000,
      tables: [
        { tag: 'glyf', data: repetitive },
        { tag: 'name', data: tiny },
      ],
    };
    const back = readWoff(encodeWoff(font));
    expect(back.flavor).toBe(0x00010000);
    expect(findTable(back, 'glyf')).toEqual(repetitive);
    expect(findTable(back, 'name')).toEqual(tiny);
    // And through a plain sfnt file, 4-byte aligned with checksums.
    const sfnt = readSfnt(toSfnt(encodeWoff(font)));
    expect(findTable(sfnt, 'glyf')).toEqual(repetitive);
    expect(findTable(sfnt, 'name')).toEqual(tiny);
    expect(toSfnt(writeSfnt(font))).toEqual(writeSfnt(font));
  });

  it("turns the site's WOFF files into fonts with their characters", () => {
    const myanmar = toSfnt(
      fontFile(
        '@fontsource/noto-sans-myanmar/400.css',
        'noto-sans-myanmar-myanmar-700-normal.woff',
      ),
    );
    const head = findTable(readSfnt(myanmar), 'head') ?? new Uint8Array(16);
    expect(new DataView(head.buffer, head.byteOffset).getUint32(12)).toBe(0x5f0f3cf5); // magic
    expect(characterSet(myanmar).has(0x103c)).toBe(true); // ြ

    expect(() => toSfnt(new Uint8Array(16))).toThrow(/Not a font/);
  });
});
