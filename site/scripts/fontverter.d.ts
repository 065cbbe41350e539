// fontverter ships no types; what the build uses of it (scripts/faceCut.ts).
declare module 'fontverter' {
  export function convert(
    font: Uint8Array,
    toFormat: 'sfnt' | 'truetype' | 'woff' | 'woff2',
  ): Promise<Buffer>;
}
