// subset-font ships no types; the one call the build makes (scripts/burmeseFaces.ts).
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt' },
  ): Promise<Uint8Array>;
}
