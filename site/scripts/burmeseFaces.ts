import type { Plugin } from 'vite';
import { type CodeRange, unicodeRange } from '../src/i18n/unicodeRanges';
import { faceCut } from './faceCut';

/** The stylesheets of Noto Sans Myanmar's faces, one per weight, each a single 47 KB file. */
const STYLESHEET = /@fontsource[\\/]noto-sans-myanmar[\\/]myanmar-(\d+)\.css$/;
/**
 * What Burmese is written with: the Myanmar block's consonants, vowels, medials, digits and
 * punctuation, with its Pali and Sanskrit letters (U+1000-1059), the zero-width characters its
 * line breaking and shaping use, and the dotted circle drawn for a mark with nothing to sit on.
 */
const BURMESE: CodeRange[] = [
  [0x1000, 0x1059],
  [0x200b, 0x200d],
  [0x25cc, 0x25cc],
];
/** The rest of the face: the letters of the block's other languages (Shan, Mon, Karen…). */
const OTHERS: CodeRange[] = [
  [0x105a, 0x109f],
  [0xa9e0, 0xa9ff],
  [0xaa60, 0xaa7f],
];

/**
 * Burmese text in half the bytes: each Myanmar face is declared twice, sliced by unicode-range
 * like the CJK faces, so a page in Burmese fetches a 25 KB cut of the face and only text in the
 * block's other languages fetches the whole face. Choosing Myanmar on a slow network waits for
 * these files.
 */
export function burmeseFaces(): Plugin {
  return {
    name: 'burmese-faces',
    enforce: 'pre',
    async transform(css, id) {
      const weight = STYLESHEET.exec(id)?.[1];
      if (!weight) return undefined;
      const file = /url\((\.\/files\/[^)]+\.woff2)\)/.exec(css)?.[1];
      if (!file) throw new Error(`${id} no longer declares a woff2 face.`);
      const burmese = await faceCut(id, file, {
        keep: BURMESE,
        name: (face) => face.replace('myanmar-myanmar', 'myanmar-burmese'),
      });
      const face = (src: string, ranges: CodeRange[]) =>
        `@font-face{font-family:'Noto Sans Myanmar';font-style:normal;font-display:swap;font-weight:${weight};src:url(${src}) format('woff2');unicode-range:${unicodeRange(ranges)}}`;
      return `${face(burmese, BURMESE)}\n${face(file, OTHERS)}\n`;
    },
  };
}
