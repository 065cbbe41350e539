import type { Language } from './languages';

/**
 * The style element of a prerendered page's faces in a language (scripts/prerender/scriptFaces.ts),
 * or `latin` for its cut of Inter (scripts/prerender/latinFace.ts), declared in order already.
 */
export const PAGE_FACES_ATTRIBUTE = 'data-page-faces';
/**
 * Marks the style of a page's faces for what the site may write into it later (a toast's words):
 * promoted with the page's, fetched with the app rather than before the first paint.
 */
export const LATER_FACES_ATTRIBUTE = 'data-later';

const unquoted = (family: string) => family.replace(/^["']|["']$/g, '');

function fontFacesOf(style: HTMLStyleElement): FontFace[] {
  return [...(style.sheet?.cssRules ?? [])]
    .filter((rule) => rule instanceof CSSFontFaceRule)
    .map(({ style: face }) => {
      const descriptor = (name: string) => face.getPropertyValue(name);
      return new FontFace(unquoted(descriptor('font-family')), descriptor('src'), {
        weight: descriptor('font-weight'),
        style: descriptor('font-style'),
        display: descriptor('font-display') as FontDisplay,
        unicodeRange: descriptor('unicode-range'),
      });
    });
}

const facesStyles = (language: Language) => [
  ...document.querySelectorAll<HTMLStyleElement>(`style[${PAGE_FACES_ATTRIBUTE}="${language}"]`),
];

const promotedFaces = new WeakMap<HTMLStyleElement, FontFace[]>();

function promoted(style: HTMLStyleElement): FontFace[] {
  let faces = promotedFaces.get(style);
  if (!faces) {
    faces = fontFacesOf(style);
    for (const face of faces) document.fonts.add(face);
    promotedFaces.set(style, faces);
  }
  return faces;
}

/**
 * The faces the page declares for its own text in `language` (cut to it at build time), added
 * again through `document.fonts`. For a character, CSS asks the face declared last first: the
 * script's stylesheets, which come after the page (the language's cut, a hundred slices), would
 * be asked before the page's cut and fetched for the very text it has. Faces added through
 * `document.fonts` come after every stylesheet's. Empty where the page has none.
 */
export const promotePageFaces = (language: Language): FontFace[] =>
  facesStyles(language).flatMap(promoted);

/** Of the page's faces, those for the text it shows (not for what it may show later). */
export function shownPageFaces(language: Language): FontFace[] {
  promotePageFaces(language);
  return facesStyles(language)
    .filter((style) => !style.hasAttribute(LATER_FACES_ATTRIBUTE))
    .flatMap(promoted);
}
