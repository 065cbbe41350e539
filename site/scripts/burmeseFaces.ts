import { createHash } from 'node:crypto';
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** The stylesheets of Noto Sans Myanmar's faces, one per weight, each a single 47 KB file. */
const STYLESHEET = /@fontsource[\\/]noto-sans-myanmar[\\/]myanmar-(\d+)\.css$/;
/**
 * What Burmese is written with: the Myanmar block's consonants, vowels, medials, digits and
 * punctuation, with its Pali and Sanskrit letters (U+1000-1059), the zero-width characters its
 * line breaking and shaping use, and the dotted circle drawn for a mark with nothing to sit on.
 */
const BURMESE: Array<[number, number]> = [
  [0x1000, 0x1059],
  [0x200b, 0x200d],
  [0x25cc, 0x25cc],
];
/** The rest of the face: the letters of the block's other languages (Shan, Mon, Karen…). */
const OTHERS: Array<[number, number]> = [
  [0x105a, 0x109f],
  [0xa9e0, 0xa9ff],
  [0xaa60, 0xaa7f],
];

const unicodeRange = (ranges: Array<[number, number]>) =>
  ranges
    .map(([low, high]) => `U+${low.toString(16)}${high === low ? '' : `-${high.toString(16)}`}`)
    .join(', ');
const characters = (ranges: Array<[number, number]>) =>
  ranges
    .flatMap(([low, high]) =>
      Array.from({ length: high - low + 1 }, (_, offset) => String.fromCodePoint(low + offset)),
    )
    .join('');

/** The face cut down to Burmese, written once per face and kept beside the installed packages. */
async function burmeseSubset(face: string, cacheDir: string): Promise<string> {
  const font = await readFile(face);
  const hash = createHash('sha256').update(font).update(unicodeRange(BURMESE)).digest('hex');
  const name = basename(face, '.woff2').replace('myanmar-myanmar', 'myanmar-burmese');
  const subset = join(cacheDir, `${name}-${hash.slice(0, 8)}.woff2`);
  try {
    await access(subset);
  } catch {
    await mkdir(cacheDir, { recursive: true });
    await writeFile(subset, await subsetFont(font, characters(BURMESE), { targetFormat: 'woff2' }));
  }
  return subset;
}

/**
 * Burmese text in half the bytes: each Myanmar face is declared twice, sliced by unicode-range
 * like the CJK faces, so a page in Burmese fetches a 25 KB cut of the face (HarfBuzz's subsetter
 * keeps the shaping rules of every character it keeps) and only text in the block's other
 * languages fetches the whole face. Choosing Myanmar on a slow network waits for these files.
 */
export function burmeseFaces(): Plugin {
  return {
    name: 'burmese-faces',
    enforce: 'pre',
    async transform(css, id) {
      const weight = STYLESHEET.exec(id)?.[1];
      if (!weight) return undefined;
      const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(css)?.[1];
      if (!file) throw new Error(`${id} no longer declares a woff2 face.`);
      const stylesheetDir = dirname(id);
      const cacheDir = join(stylesheetDir, '..', '..', '.cache', 'burmese-faces');
      const subset = relative(
        stylesheetDir,
        await burmeseSubset(join(stylesheetDir, 'files', file), cacheDir),
      );
      const face = (src: string, ranges: Array<[number, number]>) =>
        `@font-face{font-family:'Noto Sans Myanmar';font-style:normal;font-display:swap;font-weight:${weight};src:url(${src}) format('woff2');unicode-range:${unicodeRange(ranges)}}`;
      return `${face(subset.split('\\').join('/'), BURMESE)}\n${face(`./files/${file}`, OTHERS)}\n`;
    },
  };
}
