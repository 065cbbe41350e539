import { dirname, relative } from 'node:path';
import type { Plugin } from 'vite';
import { embeddedContent } from '../src/content';
import { claimedByGlyphs, cutRule, scriptCut, type Weight } from './scriptCuts';
import { languageText } from './languageText';

/** Fontsource's stylesheets of Chinese and Korean, one per weight: a hundred slices each. */
const STYLESHEETS = {
  zh: /@fontsource[\\/]noto-sans-sc[\\/](400|700)\.css$/,
  ko: /@fontsource[\\/]noto-sans-kr[\\/](400|700)\.css$/,
};

/**
 * The Chinese and Korean stylesheets (Fontsource's, a hundred unicode-range slices per weight)
 * with each slice claiming only characters the face has, and one more face at their end: the
 * face cut to all the text the site has in that language (its strings, its legal texts, the
 * embedded content). Declared last, the cut comes first for its characters, so another page, a
 * toast or a late string costs one file rather than a dozen slices; the slices stay for text the
 * build cannot know (Firestore's, a later bookmark). A prerendered page declares a smaller cut
 * of its own text above both (see prerender/scriptFaces.ts).
 */
export function languageCuts(): Plugin {
  return {
    name: 'language-cuts',
    enforce: 'pre',
    async transform(css, id) {
      const found = Object.entries(STYLESHEETS).find(([, stylesheet]) => stylesheet.test(id));
      if (!found) return undefined;
      const [language, stylesheet] = found as [keyof typeof STYLESHEETS, RegExp];
      const weight = stylesheet.exec(id)?.[1] as Weight;
      const text = languageText(language, embeddedContent);
      const cut = await scriptCut(language, weight, text, `${language}-site`);
      if (!cut) throw new Error(`The site has no text in ${language} to cut its faces to.`);
      const url = relative(dirname(id), cut.path).split('\\').join('/');
      const slices = await claimedByGlyphs(css, language, weight);
      return `${slices}\n${cutRule(language, weight, url, cut)}\n`;
    },
  };
}
