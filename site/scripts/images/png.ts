import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';

const deflateAsync = promisify(deflate);

function chunk(type: string, data: Uint8Array): Buffer {
  const bytes = Buffer.alloc(12 + data.length);
  bytes.writeUInt32BE(data.length, 0);
  bytes.write(type, 4, 'latin1');
  bytes.set(data, 8);
  bytes.writeUInt32BE(crc32(bytes.subarray(4, 8 + data.length)), 8 + data.length);
  return bytes;
}

/**
 * A PNG of RGBA pixels (8 bits a channel, rows unfiltered). Quicker than resvg's own encoder and
 * smaller for the card's flat colours; zlib works off the main thread, so cards rendered
 * concurrently overlap their compression.
 */
export async function encodePng(
  pixels: Uint8Array,
  width: number,
  height: number,
): Promise<Uint8Array> {
  const row = width * 4;
  const raw = Buffer.alloc((row + 1) * height); // each row: filter type 0, then its pixels
  for (let y = 0; y < height; y++)
    raw.set(pixels.subarray(y * row, (y + 1) * row), y * (row + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth, RGBA, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', await deflateAsync(raw, { level: 6 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
