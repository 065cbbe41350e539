import { copyFile, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import type { Language } from '../src/i18n/languages';
import { Blob, Face } from 'harfbuzzjs';
import { type CodeRange, codeRanges, cutFont, unicodeRange } from './faceCut';

const require = createRequire(import.meta.url);

export type CjkLanguage = Extract<Language, 'zh' | 'ko'>;
export type Weight = '400' | '700';

interface CjkFaces {
  family: string;
  /** Fontsource's stylesheet of one weight: a hundred unicode-range slices of the face. */
  stylesheet: RegExp;
  /** The whole face of a weight (Google Fonts' static instance, as Expo packages it). */
  wholeFace: Record<Weight, string>;
}

export const CJK_FACES: Record<CjkLanguage, CjkFaces> = {
  zh: {
    family: 'Noto Sans SC',
    stylesheet: /@fontsource[\\/]noto-sans-sc[\\/](400|700)\.css$/,
    wholeFace: {
      '400': '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
      '700': '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
    },
  },
  ko: {
    family: 'Noto Sans KR',
    stylesheet: /@fontsource[\\/]noto-sans-kr[\\/](400|700)\.css$/,
    wholeFace: {
      '400': '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
      '700': '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
    },
  },
};

export const isCjkLanguage = (language: string): language is CjkLanguage =>
  Object.hasOwn(CJK_FACES, language);

/** Latin text is drawn in Inter: only characters beyond it reach a script's faces. */
const beyondLatin = (code: number) => code > 0x24f;

/** A language's whole face of a weight, with the code points it has glyphs for: read once. */
const wholeFaces = new Map<string, Promise<{ face: Buffer; glyphs: Set<number> }>>();
function wholeFace(language: CjkLanguage, weight: Weight) {
  const key = `${language} ${weight}`;
  let whole = wholeFaces.get(key);
  if (!whole) {
    whole = readFile(require.resolve(CJK_FACES[language].wholeFace[weight])).then((face) => ({
      face,
      glyphs: new Set(new Face(new Blob(face)).collectUnicodes()),
    }));
    wholeFaces.set(key, whole);
  }
  return whole;
}

/** Sorted code points as the fewest ranges. */
function rangesOf(codes: number[]): CodeRange[] {
  const ranges: CodeRange[] = [];
  for (const code of codes) {
    const last = ranges.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else ranges.push([code, code]);
  }
  return ranges;
}

export interface FaceCut {
  /** The cut's file, in node_modules/.cache/face-cuts. */
  path: string;
  /** The characters it has: its rule's unicode-range. */
  ranges: CodeRange[];
}

/**
 * A language's face of `weight` cut down to the characters of `text` beyond Latin that it has
 * glyphs for (its unicode-range says exactly those: a character it claimed without a glyph would
 * send the browser on to the next face); none when the text has no such character.
 */
export async function cjkCut(
  language: CjkLanguage,
  weight: Weight,
  text: string,
  name: string,
): Promise<FaceCut | undefined> {
  const { face, glyphs } = await wholeFace(language, weight);
  const codes = [...new Set([...text].map((character) => character.codePointAt(0) ?? 0))]
    .filter((code) => beyondLatin(code) && glyphs.has(code))
    .sort((a, b) => a - b);
  if (codes.length === 0) return undefined;
  const path = await cutFont(face, String.fromCodePoint(...codes), `${name}-${weight}`);
  return { path, ranges: rangesOf(codes) };
}

/** A cut's `@font-face` rule, its file at `url`. */
export const cutRule = (language: CjkLanguage, weight: Weight, url: string, cut: FaceCut) =>
  `@font-face{font-family:'${CJK_FACES[language].family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2');unicode-range:${unicodeRange(cut.ranges).replaceAll(' ', '')}}`;

/**
 * Each weight of `language`'s face cut to its text (`textOf`), written into `dist/assets` as
 * `<name>-<weight>-<hash>.woff2`: the files (from the build's root) and their rules.
 */
export async function cutFacesInto(
  dist: string,
  language: CjkLanguage,
  textOf: (weight: Weight) => string,
  name: string,
): Promise<{ file: string; rule: string }[]> {
  const cuts = await Promise.all(
    (['400', '700'] as const).map(async (weight) => {
      const cut = await cjkCut(language, weight, textOf(weight), name);
      if (!cut) return [];
      const file = `assets/${basename(cut.path)}`;
      await copyFile(cut.path, join(dist, file));
      return [{ file, rule: cutRule(language, weight, `/${file}`, cut) }];
    }),
  );
  return cuts.flat();
}

/**
 * Fontsource's stylesheet with each slice claiming only characters the face has: its ranges are
 * wider (Noto Sans SC's claim Hangul it has no glyph for), and a browser fetches a slice for any
 * character it claims before it finds the glyph missing and moves on to the next face.
 */
export async function claimedByGlyphs(
  stylesheet: string,
  language: CjkLanguage,
  weight: Weight,
): Promise<string> {
  const { glyphs } = await wholeFace(language, weight);
  return stylesheet.replace(/unicode-range:\s*([^;}]+)/g, (_, ranges: string) => {
    const codes = codeRanges(ranges).flatMap(([low, high]) =>
      Array.from({ length: high - low + 1 }, (_unused, offset) => low + offset).filter((code) =>
        glyphs.has(code),
      ),
    );
    return `unicode-range:${unicodeRange(rangesOf(codes)).replaceAll(' ', '')}`;
  });
}
