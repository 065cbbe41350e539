import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

export interface Raster {
  width: number;
  height: number;
  png: Uint8Array;
  /** RGBA, row by row. */
  pixels: Uint8Array;
}

let ready: Promise<void> | undefined;

/**
 * resvg's WebAssembly can be initialised only once per process, and another build step (a link
 * preview image, say) may already have done it: that is not an error.
 */
function loadResvg(): Promise<void> {
  const wasm = createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm');
  ready ??= readFile(wasm)
    .then((bytes) => initWasm(bytes))
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message.startsWith('Already initialized'))) throw error;
    });
  return ready;
}

/** Renders an SVG at its own width and height. */
export async function rasterize(svg: string): Promise<Raster> {
  await loadResvg();
  const resvg = new Resvg(svg);
  const image = resvg.render();
  try {
    const { width, height, pixels } = image;
    return { width, height, pixels, png: image.asPng() };
  } finally {
    image.free();
    resvg.free();
  }
}
