import { join } from 'node:path';
import { type CodeRange, codeRanges, rangesHold, unicodeRange } from '../../src/i18n/unicodeRanges';
import { codesIn, cutIntoBuild, cutToText, rangesOf, type ReadFace, readFace } from '../faceCut';
import { PAGE_FACES_ATTRIBUTE } from '../../src/i18n/pageFaces';
import { pageCutFamily, pageCutFirst } from './pageCutFamily';
import { fontPreload } from './scriptFaces';

const LATIN_FAMILY = 'Inter Variable';
/** Inter's Latin face as the page template declares it (its stylesheet is inlined there). */
const LATIN_RULE =
  /@font-face\{font-family:Inter Variable;[^}]*url\(\/(assets\/inter-latin-wght-normal-[^)]+\.woff2)\)[^}]*\}/;

export interface LatinFace {
  /** Its rule, as the template has it. */
  rule: string;
  /** Its file, from the build's root. */
  file: string;
  read: Promise<ReadFace>;
  claims: (code: number) => boolean;
}

/** Inter's Latin face, which draws the Latin text of every page (digits and spaces too). */
export function latinFaceOf(dist: string, template: string): LatinFace {
  const [rule, file] = LATIN_RULE.exec(template) ?? [];
  const ranges = rule && /unicode-range:([^;}]+)/.exec(rule)?.[1];
  if (!rule || !file || !ranges)
    throw new Error('The template no longer declares Inter’s Latin face.');
  const bounds = codeRanges(ranges);
  return {
    rule,
    file,
    read: readFace(join(dist, file)),
    claims: (code) => rangesHold(bounds, code),
  };
}

/** A page's cut of Inter's Latin face: its file, from the build's root, and its characters. */
export interface LatinCut {
  file: string;
  ranges: CodeRange[];
}

/** The cut's rule, declared for `ranges` (all of its characters unless told). */
const cutRule = (latin: LatinFace, { file, ranges }: LatinCut) =>
  latin.rule
    .replace(latin.file, file)
    .replace(/unicode-range:[^;}]+/, `unicode-range:${unicodeRange(ranges).replaceAll(' ', '')}`);

const cutStyle = (rules: string) => `<style ${PAGE_FACES_ATTRIBUTE}="latin">${rules}</style>`;

/**
 * A page's Latin text in a cut of Inter's Latin face (a quarter of its 31 KB on a page in
 * Burmese, Chinese or Korean, two thirds on an English one). None for a page without Latin text.
 */
export async function latinCutOf(
  dist: string,
  latin: LatinFace,
  text: string,
): Promise<LatinCut | undefined> {
  const cut = await cutToText(await latin.read, text, latin.claims, 'inter-page');
  return cut && { file: await cutIntoBuild(dist, cut), ranges: cut.ranges };
}

/** The cut's rule in the family of the page's own cuts, and that family put first in the stacks. */
const pageCutRule = (latin: LatinFace, cut: LatinCut) =>
  cutRule(latin, cut).replace(
    `font-family:${LATIN_FAMILY};`,
    `font-family:'${pageCutFamily(LATIN_FAMILY)}';`,
  ) + pageCutFirst('latin', LATIN_FAMILY);

/**
 * The cut's rule, in a family asked before the whole face's, and its preload. Its characters
 * beyond the cut (another page's, a toast's) fall to the whole face, which the page does not
 * preload.
 */
export const latinCutTags = (latin: LatinFace, cut: LatinCut | undefined): string[] =>
  cut ? [cutStyle(pageCutRule(latin, cut)), fontPreload(cut.file)] : [];

/**
 * Another page's cut, declared only for the characters the page's own cut lacks, in the whole
 * face's family, after its slices: declared for all of them, it would be asked first for the text
 * already drawn, which would show in the next face of the stack until it came.
 */
export function latinCutBeyond(
  latin: LatinFace,
  cut: LatinCut | undefined,
  shown: LatinCut | undefined,
): string[] {
  const codes = codesIn(cut?.ranges ?? []).filter(
    (code) => !shown || !rangesHold(shown.ranges, code),
  );
  return cut && codes.length > 0
    ? [cutStyle(cutRule(latin, { file: cut.file, ranges: rangesOf(codes) }))]
    : [];
}
