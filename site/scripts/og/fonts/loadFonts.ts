import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { characterSet } from './cmap';
import { covers, parseFontFaces, type FontFace } from './fontCss';
import { toSfnt } from './woff';

/** The weights cards draw: regular text and bold titles. */
export const WEIGHTS = [400, 700] as const;
export type Weight = (typeof WEIGHTS)[number];

/** A font ready for Satori: one slice of a family at one weight, as a plain sfnt. */
export interface LoadedFont {
  family: string;
  /** The slice's name, the same at every weight (e.g. "Noto Sans SC 12"). */
  slice: string;
  weight: Weight;
  data: Uint8Array;
  /** The characters it has glyphs for (from its cmap, not its stylesheet's unicode-range). */
  characters: ReadonlySet<number>;
}

/** The site's faces, the library's own (see packages/ui/src/theme/fonts.ts), both weights. */
const STYLESHEETS = [
  // The site draws Inter's variable face; Satori draws a variable font at its default weight
  // only, so cards use its static faces (a dev dependency of the site).
  '@fontsource/inter/400.css',
  '@fontsource/inter/700.css',
  '@fontsource/noto-sans-myanmar/400.css',
  '@fontsource/noto-sans-myanmar/700.css',
  '@fontsource/noto-sans-sc/400.css',
  '@fontsource/noto-sans-sc/700.css',
  '@fontsource/noto-sans-kr/400.css',
  '@fontsource/noto-sans-kr/700.css',
];

/** The font packages are the site's (the library's faces are its optional peers). */
const resolveSheet = createRequire(import.meta.url).resolve;

async function allFaces(): Promise<FontFace[]> {
  const sheets = await Promise.all(
    STYLESHEETS.map(async (sheet) => {
      const path = resolveSheet(sheet);
      return parseFontFaces(await readFile(path, 'utf8'), path);
    }),
  );
  return sheets.flat();
}

const codePoints = (texts: readonly string[]) =>
  [...new Set(texts.flatMap((text) => [...text]))].map((char) => char.codePointAt(0) as number);

/** A slice's name: its family and the rank of its characters among the family's slices. */
function sliceNames(faces: readonly FontFace[]): Map<FontFace, string> {
  const ranks = new Map<string, number>();
  return new Map(
    faces.map((face) => {
      const key = `${face.family} ${JSON.stringify(face.ranges)}`;
      if (!ranks.has(key)) ranks.set(key, ranks.size);
      return [face, `${face.family} ${ranks.get(key)}`];
    }),
  );
}

async function load(face: FontFace, slice: string, weight: Weight): Promise<LoadedFont> {
  const data = toSfnt(new Uint8Array(await readFile(face.file)));
  return { family: face.family, slice, weight, data, characters: characterSet(data) };
}

/** Which families a character looks in, in order (the site's font stack for its script). */
export type FamilyOrder = (codePoint: number) => readonly string[];

/**
 * The slices of the site's faces that the texts need, at each of the card weights. As a browser
 * does, each character goes down its family order to the first slice whose unicode-range covers
 * it, and on when that slice turns out to have no glyph for it (ranges are generous). Slices are
 * loaded in rounds, each round's in parallel.
 */
export async function loadFonts(
  texts: readonly string[],
  order: FamilyOrder,
): Promise<LoadedFont[]> {
  const faces = await allFaces();
  const names = sliceNames(faces);
  const loads = new Map<string, Promise<LoadedFont>>();
  const loadOnce = (face: FontFace, weight: Weight) => {
    const key = `${face.file} ${weight}`;
    if (!loads.has(key)) loads.set(key, load(face, names.get(face) as string, weight));
    return loads.get(key) as Promise<LoadedFont>;
  };
  let pending = WEIGHTS.flatMap((weight) =>
    codePoints(texts).map((codePoint) => ({
      codePoint,
      weight,
      next: 0,
      candidates: order(codePoint).flatMap((family) =>
        faces.filter(
          (face) =>
            face.family === family &&
            face.weights[0] <= weight &&
            weight <= face.weights[1] &&
            covers(face, codePoint),
        ),
      ),
    })),
  );
  while (pending.length > 0) {
    const round = pending.filter((want) => want.next < want.candidates.length);
    const fonts = await Promise.all(
      round.map((want) => loadOnce(want.candidates[want.next] as FontFace, want.weight)),
    );
    pending = round.filter((want, i) => {
      if (fonts[i]?.characters.has(want.codePoint)) return false;
      want.next += 1; // no glyph after all: the next candidate, next round
      return true;
    });
  }
  return Promise.all(loads.values());
}
