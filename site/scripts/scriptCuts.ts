import { createRequire } from 'node:module';
import type { Language } from '../src/i18n/languages';
import type { ScriptFont } from '@portfolio/ui/fonts';
import { codeRanges, unicodeRange } from '../src/i18n/unicodeRanges';
import {
  cutIntoBuild,
  cutToText,
  type FaceCut,
  rangesOf,
  type ReadFace,
  readFace,
} from './faceCut';

const require = createRequire(import.meta.url);

/** The languages whose pages draw in faces cut to their own text. */
export type CutLanguage = Extract<Language, 'my' | 'zh' | 'ko'>;
export type Weight = '400' | '700';

interface CutFaces {
  family: string;
  /** Its place in the theme's stacks. */
  script: ScriptFont;
  /** The whole face of a weight, the one its cuts are made from. */
  wholeFace: Record<Weight, string>;
}

/** Fontsource's Myanmar face, which is its one file of a weight. */
const myanmarFace = (weight: Weight) =>
  `@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-${weight}-normal.woff2`;

export const CUT_FACES: Record<CutLanguage, CutFaces> = {
  my: {
    family: 'Noto Sans Myanmar',
    script: 'myanmar',
    wholeFace: { '400': myanmarFace('400'), '700': myanmarFace('700') },
  },
  // Google Fonts' static instances, as Expo packages them.
  zh: {
    family: 'Noto Sans SC',
    script: 'chinese',
    wholeFace: {
      '400': '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
      '700': '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
    },
  },
  ko: {
    family: 'Noto Sans KR',
    script: 'korean',
    wholeFace: {
      '400': '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
      '700': '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
    },
  },
};

export const hasCutFaces = (language: string): language is CutLanguage =>
  Object.hasOwn(CUT_FACES, language);

/** Latin text is drawn in Inter: only characters beyond it reach a script's faces. */
const beyondLatin = (code: number) => code > 0x24f;

/** A language's whole face of a weight: read once. */
const wholeFaces = new Map<string, Promise<ReadFace>>();
function wholeFace(language: CutLanguage, weight: Weight): Promise<ReadFace> {
  const key = `${language} ${weight}`;
  let whole = wholeFaces.get(key);
  if (!whole) {
    whole = readFace(require.resolve(CUT_FACES[language].wholeFace[weight]));
    wholeFaces.set(key, whole);
  }
  return whole;
}

/**
 * A language's face of `weight` cut down to the characters of `text` beyond Latin that it has
 * glyphs for; none when the text has no such character.
 */
export const scriptCut = async (
  language: CutLanguage,
  weight: Weight,
  text: string,
  name: string,
): Promise<FaceCut | undefined> =>
  cutToText(await wholeFace(language, weight), text, beyondLatin, `${name}-${weight}`);

/** A cut's `@font-face` rule, its file at `url`, in `family` (the whole face's unless told). */
export const cutRule = (
  language: CutLanguage,
  weight: Weight,
  url: string,
  cut: FaceCut,
  family = CUT_FACES[language].family,
) =>
  `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2');unicode-range:${unicodeRange(cut.ranges).replaceAll(' ', '')}}`;

/**
 * Each weight of `language`'s face cut to its text (`textOf`), written into `dist/assets` as
 * `<name>-<weight>-<hash>.woff2`: the files (from the build's root) and their rules, in `family`
 * (the whole face's unless told).
 */
export async function cutFacesInto(
  dist: string,
  language: CutLanguage,
  textOf: (weight: Weight) => string,
  name: string,
  family?: string,
): Promise<{ file: string; rule: string }[]> {
  const cuts = await Promise.all(
    (['400', '700'] as const).map(async (weight) => {
      const cut = await scriptCut(language, weight, textOf(weight), name);
      if (!cut) return [];
      const file = await cutIntoBuild(dist, cut);
      return [{ file, rule: cutRule(language, weight, `/${file}`, cut, family) }];
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
  language: CutLanguage,
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
