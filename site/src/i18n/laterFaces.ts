import { promoteFacesOf } from './pageFaces';

/**
 * Marks the style of a page's faces for what the site may write into it later (a toast's words),
 * cut apart from its own text's and fetched with the app (scripts/prerender/scriptFaces.ts).
 */
export const LATER_FACES_ATTRIBUTE = 'data-later-faces';

/**
 * The page's faces in `language` for what the site may write into it later, added through
 * `document.fonts` after the page's own (see pageFaces.ts), before the script's stylesheets.
 */
export const promoteLaterFaces = (language: string): FontFace[] =>
  [
    ...document.querySelectorAll<HTMLStyleElement>(`style[${LATER_FACES_ATTRIBUTE}="${language}"]`),
  ].flatMap(promoteFacesOf);
