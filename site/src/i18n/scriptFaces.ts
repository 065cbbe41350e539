import { loadScriptFont, type ScriptFont } from '@portfolio/ui/fonts';
import { PATIENCE_MS, withDeadline } from '../network/deadline';
import { isLanguage, type Language, SCRIPT_FONTS } from './languages';
import { promotePageFaces } from './pageFaces';

const scriptOf = (language: string) => (isLanguage(language) ? SCRIPT_FONTS[language] : undefined);
const settled = new Set<string>();
/**
 * Whether `language`'s faces are in, or were given up on (always, for English). A prerendered
 * page declares and preloads its language's faces in its head, so the server renders as if they
 * were in, as they are when the app hydrates it.
 */
export const facesSettled = (language: string) =>
  typeof document === 'undefined' || !scriptOf(language) || settled.has(language);

/**
 * The page's own faces for the language where it has them (cut to its text), the script's
 * otherwise. The app declares the script's for text beyond the page's (facesBeyondPage.ts).
 */
async function facesIn(language: Language, script: ScriptFont): Promise<void> {
  const pageFaces = promotePageFaces(language);
  if (pageFaces.length === 0) return loadScriptFont(script);
  await Promise.all(pageFaces.map((face) => face.load()));
}

/**
 * Resolves once the faces a language's script needs are in (at once for English), so that its
 * text is never shown in the machine's face first. Never rejects: faces that fail or take longer
 * than PATIENCE_MS leave the text to the next face of the stack rather than keep it waiting.
 */
export async function languageFacesReady(language: string): Promise<void> {
  const script = scriptOf(language);
  if (!script || !isLanguage(language)) return;
  try {
    await withDeadline(facesIn(language, script), PATIENCE_MS, `The ${script} faces`);
  } catch (error) {
    console.warn(error);
  } finally {
    settled.add(language);
  }
}
