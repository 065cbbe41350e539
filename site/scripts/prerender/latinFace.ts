import { join } from 'node:path';
import { codeRanges, rangesHold, unicodeRange } from '../../src/i18n/unicodeRanges';
import { cutIntoBuild, cutToText, type ReadFace, readFace } from '../faceCut';
import { PAGE_FACES_ATTRIBUTE } from '../../src/i18n/pageFaces';
import { fontPreload } from './scriptFaces';

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

/**
 * A page's Latin text in a cut of Inter's Latin face (a quarter of its 31 KB on a page in
 * Burmese, Chinese or Korean, two thirds on an English one), declared after the face so that it
 * is asked first, and preloaded. Its characters beyond the cut (another page's, a toast's) fall
 * to the whole face, which the page does not preload.
 */
export async function latinFaceTags(
  dist: string,
  latin: LatinFace,
  text: string,
): Promise<string[]> {
  const cut = await cutToText(await latin.read, text, latin.claims, 'inter-page');
  if (!cut) return [];
  const file = await cutIntoBuild(dist, cut);
  const rule = latin.rule
    .replace(latin.file, file)
    .replace(
      /unicode-range:[^;}]+/,
      `unicode-range:${unicodeRange(cut.ranges).replaceAll(' ', '')}`,
    );
  return [`<style ${PAGE_FACES_ATTRIBUTE}="latin">${rule}</style>`, fontPreload(file)];
}
