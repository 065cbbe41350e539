import { glyphIndex } from './cmap';
import { contourCommands } from './contourCommands';
import { glyphContours } from './glyphContours';
import { nameString } from './nameTable';
import type { FontTables } from './woff';

/** Where the outlines come from, as the typeface's `original_font_information` names it. */
export interface TypefaceSource {
  license: string;
  source: string;
}

/**
 * The three.js typeface JSON (what `FontLoader().parse` reads) of the bold font in `table`,
 * with the glyphs of `characters` only.
 */
export function boldTypeface(
  table: FontTables,
  characters: string,
  { license, source }: TypefaceSource,
) {
  const [head, hhea, hmtx, post, name] = ['head', 'hhea', 'hmtx', 'post', 'name'].map(table);
  if (!head || !hhea || !hmtx || !post || !name) throw new Error('missing tables');
  const longMetrics = hhea.readUInt16BE(34);
  const advance = (index: number) => hmtx.readUInt16BE(Math.min(index, longMetrics - 1) * 4);

  const glyphs: Record<string, { ha: number; x_min: number; x_max: number; o: string }> = {};
  for (const character of characters) {
    const index = glyphIndex(table('cmap'), character.charCodeAt(0));
    const contours = glyphContours(table, index);
    const xs = contours.flat().map((point) => point.x);
    glyphs[character] = {
      ha: advance(index),
      x_min: Math.round(Math.min(...xs)),
      x_max: Math.round(Math.max(...xs)),
      o: contours.flatMap(contourCommands).join(' '),
    };
  }

  return {
    familyName: nameString(name, 1),
    cssFontWeight: 'bold',
    cssFontStyle: 'normal',
    resolution: head.readUInt16BE(18),
    ascender: hhea.readInt16BE(4),
    descender: hhea.readInt16BE(6),
    underlinePosition: post.readInt16BE(8),
    underlineThickness: post.readInt16BE(10),
    boundingBox: {
      xMin: head.readInt16BE(36),
      yMin: head.readInt16BE(38),
      xMax: head.readInt16BE(40),
      yMax: head.readInt16BE(42),
    },
    original_font_information: {
      copyright: nameString(name, 0),
      version: nameString(name, 5),
      license,
      source,
    },
    glyphs,
  };
}
