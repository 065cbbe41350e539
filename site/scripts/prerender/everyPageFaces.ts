import type { LocalizedPage } from '../../src/navigation/pageMeta';
import { LANGUAGES } from '../../src/i18n/languages';
import { localizedPath, withoutLanguage } from '../../src/i18n/languagePaths';
import { hasCutFaces } from '../scriptCuts';
import type { ViteManifest } from './chunks';
import type { LatinFace } from './latinFace';
import { chosenFaceTags, type PageFaces, pageFaceTags } from './pageFaces';
import type { PageText } from './scriptFaces';

/** A page's counterparts in each other language, as `byPath` has them. */
const counterparts = <T>(byPath: Map<string, T>, page: LocalizedPage) =>
  LANGUAGES.filter((language) => language !== page.language).map((language) => ({
    language,
    counterpart: byPath.get(localizedPath(language, withoutLanguage(page.path))),
  }));

/**
 * Every page's faces, by path. Each Latin cut also holds the Latin characters of the page's
 * counterparts in the languages with a script of their own (a name, a "/"): choosing one of them
 * on the page fetches no Latin face.
 */
export async function everyPageFaces(
  dist: string,
  manifest: ViteManifest,
  latin: LatinFace,
  pages: { page: LocalizedPage; text: PageText }[],
): Promise<Map<string, PageFaces>> {
  const byPath = new Map(pages.map((rendered) => [rendered.page.path, rendered]));
  const faces = new Map<string, PageFaces>();
  for (const { page, text } of pages) {
    const latinAlso = counterparts(byPath, page)
      .filter(({ language }) => hasCutFaces(language))
      .map(({ counterpart }) => counterpart?.text.all ?? '')
      .join('');
    faces.set(page.path, await pageFaceTags(dist, manifest, latin, page, text, latinAlso));
  }
  return faces;
}

/** What choosing each other language on a page fetches: its counterpart's faces in that language. */
export const languageChoices = (
  latin: LatinFace,
  faces: Map<string, PageFaces>,
  page: LocalizedPage,
  own: PageFaces,
) =>
  counterparts(faces, page).map(({ language, counterpart }) => ({
    language,
    faceTags: counterpart ? chosenFaceTags(latin, counterpart, own) : [],
  }));
