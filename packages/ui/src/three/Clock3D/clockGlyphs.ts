import { Box3, type BufferGeometry } from 'three';
import { TextGeometry } from 'three/examples/jsm/geometries/TextGeometry.js';
import { FontLoader } from 'three/examples/jsm/loaders/FontLoader.js';
import clockFont from './clockFont.json';

/** The glyphs the clock draws: a glyph's index here is its geometry's index. */
const GLYPHS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', ':'] as const;
const COLON = 10;

/** Extrusion depth and bevel, in ems (the world unit here: the figures are about 0.73 high). */
const DEPTH = 0.16;
const BEVEL = 0.014;
/** Few points per curve: the digits are small on screen, and built once on a slow phone too. */
const CURVE_SEGMENTS = 4;

/** The index of the glyph shown in `cell` (0-7) of 'HH:MM:SS'. */
export const glyphAt = (digits: string, cell: number) =>
  cell === 2 || cell === 5 ? COLON : digits.charCodeAt(cell) - 48;

export interface ClockGlyphs {
  /** One geometry per glyph, '0'-'9' then ':', each centred on its own cell and in depth. */
  geometries: BufferGeometry[];
  /** The x of the centre of each of the 8 cells of 'HH:MM:SS'; the row is centred on 0. */
  cells: number[];
  /** The width of the row. */
  width: number;
}

/**
 * Builds the extruded glyphs once, so that ticking only swaps a mesh's geometry. Figures share
 * one cell width (the font's figures are tabular), colons a narrower one, all on one baseline
 * and centred on the figures' height.
 */
export function buildClockGlyphs(): ClockGlyphs {
  const font = new FontLoader().parse(clockFont);
  const em = clockFont.resolution;
  const advance = (glyph: string) => (clockFont.glyphs[glyph as '0']?.ha ?? em / 2) / em;
  const geometries = GLYPHS.map(
    (glyph) =>
      new TextGeometry(glyph, {
        font,
        size: 1,
        depth: DEPTH,
        curveSegments: CURVE_SEGMENTS,
        bevelEnabled: true,
        bevelThickness: BEVEL,
        bevelSize: BEVEL,
        bevelSegments: 1,
      }),
  );
  const figures = new Box3();
  geometries.slice(0, COLON).forEach((geometry) => {
    geometry.computeBoundingBox();
    if (geometry.boundingBox) figures.union(geometry.boundingBox);
  });
  const middle = (figures.min.y + figures.max.y) / 2;
  geometries.forEach((geometry, i) => {
    geometry.translate(-advance(GLYPHS[i] ?? '0') / 2, -middle, -DEPTH / 2);
  });

  const widths = Array.from({ length: 8 }, (_, cell) =>
    advance(glyphAt('00:00:00', cell) === COLON ? ':' : '0'),
  );
  const width = widths.reduce((sum, cellWidth) => sum + cellWidth, 0);
  let right = -width / 2;
  const cells = widths.map((cellWidth) => (right += cellWidth) - cellWidth / 2);
  return { geometries, cells, width };
}
