import { declareScriptFont } from '@portfolio/ui/fonts';
import { isLanguage, SCRIPT_FONTS } from './languages';
import { promoteLaterFaces } from './laterFaces';
import { promotePageFaces } from './pageFaces';
import { whenTextBeyond } from './textBeyondCut';

/**
 * Declares the faces of a page's script (the language's cut and a hundred slices a weight) once
 * the page shows text beyond its own cuts (`whenTextBeyond`). Declared on every page as it
 * started, their rules restyled and laid out the whole page while the app hydrated it.
 */
export function declareFacesBeyondPage(language: string): void {
  if (!isLanguage(language)) return;
  const script = SCRIPT_FONTS[language];
  const ownFaces = [...promotePageFaces(language), ...promoteLaterFaces(language)];
  if (!script || ownFaces.length === 0) return;
  whenTextBeyond(ownFaces, () => {
    declareScriptFont(script).catch((error: unknown) => console.warn(error));
  });
}
