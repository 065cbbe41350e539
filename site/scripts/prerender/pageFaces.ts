import type { LocalizedPage } from '../../src/navigation/pageMeta';
import { withoutLanguage } from '../../src/i18n/languagePaths';
import { lateText, spaceText } from '../languageText';
import type { ViteManifest } from './chunks';
import {
  type LatinCut,
  type LatinFace,
  latinCutBeyond,
  latinCutOf,
  latinCutTags,
} from './latinFace';
import { type PageFaceTags, type PageText, scriptFaceTags } from './scriptFaces';

/**
 * What the site may write into a page after it was built: the month, the clock, the offer of the
 * page, its `<noscript>`, and its space's strings (its toasts, its service's answer).
 */
const laterText = ({ language, path }: LocalizedPage) =>
  `${lateText(language)}${spaceText(language, withoutLanguage(path))}`;

/** A page's faces' tags, and its cut of Inter's Latin face. */
export type PageFaces = PageFaceTags & { latin?: LatinCut };

/**
 * A page's faces, each cut to its text and to what the site may write into it later: Inter's for
 * its Latin text (and the Latin characters of `latinAlso`), then its script's.
 */
export async function pageFaceTags(
  dist: string,
  manifest: ViteManifest,
  latin: LatinFace,
  page: LocalizedPage,
  text: PageText,
  latinAlso: string,
): Promise<PageFaces> {
  const later = laterText(page);
  const [script, latinCut] = await Promise.all([
    scriptFaceTags(dist, manifest, page, text, later),
    latinCutOf(dist, latin, `${text.all}${later}${latinAlso}`),
  ]);
  return { ...script, head: [...latinCutTags(latin, latinCut), ...script.head], latin: latinCut };
}

/**
 * What choosing a counterpart's language on a page declares and fetches: the counterpart's own
 * faces in it, and its Latin cut for the characters the page's lacks (those fell to Inter's whole
 * Latin face, 30 KB). Not preloaded: it would share the network with the faces the switch waits
 * for; the text asks for it once drawn.
 */
export const chosenFaceTags = (latin: LatinFace, counterpart: PageFaces, page: PageFaces) => [
  ...latinCutBeyond(latin, counterpart.latin, page.latin),
  ...counterpart.chosen,
];
