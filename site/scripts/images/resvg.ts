import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

export interface Raster {
  width: number;
  height: number;
  /** RGBA, row by row. */
  pixels: Uint8Array;
}

let ready: Promise<void> | undefined;

/** resvg's WebAssembly, started once per process (a second `initWasm` throws). */
function loadResvg(): Promise<void> {
  const wasm = createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm');
  ready ??= readFile(wasm).then((bytes) => initWasm(bytes));
  return ready;
}

/**
 * Draws an SVG at its own width and height, with no font of the machine (text comes as outlines,
 * so an image is the same on every machine).
 */
export async function rasterize(svg: string): Promise<Raster> {
  await loadResvg();
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false } });
  const image = resvg.render();
  try {
    // Copies out of resvg's memory.
    const { width, height, pixels } = image;
    return { width, height, pixels };
  } finally {
    image.free();
    resvg.free();
  }
}
