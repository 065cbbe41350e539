import type { LocalizedPage } from '../../src/navigation/pageMeta';
import { withoutLanguage } from '../../src/i18n/languagePaths';
import { lateText, spaceText } from '../languageText';
import type { ViteManifest } from './chunks';
import { type LatinFace, latinFaceTags } from './latinFace';
import { type PageFaceTags, type PageText, scriptFaceTags } from './scriptFaces';

/**
 * What the site may write into a page after it was built: the month, the clock, the offer of the
 * page, its `<noscript>`, and its space's strings (its toasts, its service's answer).
 */
const laterText = ({ language, path }: LocalizedPage) =>
  `${lateText(language)}${spaceText(language, withoutLanguage(path))}`;

const isStyle = (tag: string) => tag.startsWith('<style');

/**
 * A page's faces, each cut to its text and to what the site may write into it later: Inter's for
 * its Latin text, then its script's. Choosing its language on a counterpart adds both, styles
 * first (see src/network/heldPreloads.ts): the Latin text of a page in Burmese is not all in its
 * English counterpart's cut, and what it lacks fell to Inter's whole Latin face (31 KB).
 */
export async function pageFaceTags(
  dist: string,
  manifest: ViteManifest,
  latin: LatinFace,
  page: LocalizedPage,
  text: PageText,
): Promise<PageFaceTags> {
  const later = laterText(page);
  const [script, latinTags] = await Promise.all([
    scriptFaceTags(dist, manifest, page, text, later),
    latinFaceTags(dist, latin, `${text.all}${later}`),
  ]);
  const chosen = [...latinTags, ...script.chosen];
  return {
    ...script,
    head: [...latinTags, ...script.head],
    chosen: [...chosen.filter(isStyle), ...chosen.filter((tag) => !isStyle(tag))],
  };
}
