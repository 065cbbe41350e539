import type { Language } from './languages';

/**
 * The style element of a prerendered page's faces in a language (scripts/prerender/scriptFaces.ts),
 * or `latin` for its cut of Inter (scripts/prerender/latinFace.ts), declared in order already.
 */
export const PAGE_FACES_ATTRIBUTE = 'data-page-faces';

const promoted = new WeakMap<HTMLStyleElement, FontFace[]>();

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

/**
 * The faces the page declares for its own text in `language` (cut to it at build time, in a
 * family of their own: scripts/prerender/pageCutFamily.ts), added again through `document.fonts`
 * to be waited for: CSS gives no handle on the faces a style element declares. Empty where the
 * page has none.
 */
export function promotePageFaces(language: Language): FontFace[] {
  const style = document.querySelector<HTMLStyleElement>(
    `style[${PAGE_FACES_ATTRIBUTE}="${language}"]`,
  );
  return style ? promoteFacesOf(style) : [];
}

/** The faces a style element declares, added again through `document.fonts` (once). */
export function promoteFacesOf(style: HTMLStyleElement): FontFace[] {
  let faces = promoted.get(style);
  if (!faces) {
    faces = fontFacesOf(style);
    for (const face of faces) document.fonts.add(face);
    promoted.set(style, faces);
  }
  return faces;
}
