// subset-font ships no types; what the build uses of it (scripts/faceCut.ts).
declare module 'subset-font' {
  export interface SubsetOptions {
    targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
    /** Narrows a variable font's axes: its instances outside the range are dropped. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: SubsetOptions,
  ): Promise<Uint8Array>;
}
